import type { Language } from '../contract/catalogue';
import { escapeHtml, page } from './sandbox-page';

/**
 * The sandbox provider's card-linking page (issue 32 item 5), plain HTML under the payment page's
 * policy (no script, its one style): a test card number and Link card, or Cancel. Linking makes a
 * 0.01 € check authorisation that the sandbox releases at once (spec §5).
 */

export type BoardingPageView = { shopName: string; language: Language } & (
  | { kind: 'open'; actionPath: string; cardNumber: string; error: boolean }
  | { kind: 'closed'; backUrl: string }
  | { kind: 'unreachable'; backUrl: string }
);

/** A test number that passes the card check, offered on the page so nobody types a real one. */
export const SANDBOX_TEST_CARD = '4242 4242 4242 4242';

const WORDS = {
  en: {
    banner: 'Test card, no money moves',
    title: 'Link a card - {shop}',
    heading: 'Link a card to {shop}',
    note: 'A check of 0.01 € is authorised on the card and released at once: nothing is charged. Use a test number.',
    cardNumber: 'Card number',
    invalid: 'Enter a valid card number (13 to 19 digits).',
    link: 'Link card',
    cancel: 'Cancel',
    notCompleted: 'Card not linked',
    notTold: 'The shop could not be told about your card. Nothing was charged; please try again.',
    closed: 'Card linking closed',
    closedText: 'This card linking is already finished.',
    back: 'Back to {shop}',
  },
  it: {
    banner: 'Carta di prova, nessun addebito',
    title: 'Collega una carta - {shop}',
    heading: 'Collega una carta a {shop}',
    note: 'Sulla carta viene autorizzata una verifica di 0,01 € subito annullata: non viene addebitato nulla. Usa un numero di prova.',
    cardNumber: 'Numero della carta',
    invalid: 'Inserisci un numero di carta valido (da 13 a 19 cifre).',
    link: 'Collega la carta',
    cancel: 'Annulla',
    notCompleted: 'Carta non collegata',
    notTold: 'Non è stato possibile comunicare la carta al negozio. Non è stato addebitato nulla; riprova.',
    closed: 'Collegamento della carta concluso',
    closedText: 'Questo collegamento della carta è già concluso.',
    back: 'Torna a {shop}',
  },
} satisfies Record<Language, unknown>;

export function renderBoardingPage(view: BoardingPageView): string {
  const words = WORDS[view.language];
  const shop = escapeHtml(view.shopName);
  const back = words.back.replace('{shop}', shop);
  const title = words.title.replace('{shop}', view.shopName);
  if (view.kind !== 'open') {
    const [heading, text] =
      view.kind === 'closed' ? [words.closed, words.closedText] : [words.notCompleted, words.notTold];
    const role = view.kind === 'unreachable' ? ' role="alert"' : '';
    return page(
      view.language,
      `${heading} - ${view.shopName}`,
      `<h1>${heading}</h1>
<p${role}>${text}</p>
<a class="button" href="${escapeHtml(view.backUrl)}">${back}</a>`,
    );
  }
  const action = escapeHtml(view.actionPath);
  const error = view.error ? `<p id="card-error" class="error" role="alert">${words.invalid}</p>\n` : '';
  const described = view.error ? ' aria-describedby="card-error" aria-invalid="true"' : '';
  return page(
    view.language,
    title,
    `<p class="test">${words.banner}</p>
<h1>${words.heading.replace('{shop}', shop)}</h1>
<p class="note">${words.note}</p>
<form method="post" action="${action}">
<input type="hidden" name="outcome" value="LINKED">
<label for="card-number">${words.cardNumber}</label>
${error}<input type="text" id="card-number" name="cardNumber" inputmode="numeric" autocomplete="off" maxlength="23" value="${escapeHtml(view.cardNumber)}"${described}>
<p><button type="submit" class="pay">${words.link}</button></p>
</form>
<form method="post" action="${action}">
<input type="hidden" name="outcome" value="CANCELLED">
<button type="submit" class="cancel">${words.cancel}</button>
</form>`,
  );
}
