import type { Language } from '../contract/catalogue';
import { formatEuro } from '../contract/money';
import type { PaymentOutcome } from '../contract/payments';

/**
 * The sandbox provider's hosted payment page: plain HTML, no script, inline styles only (its
 * Content-Security-Policy allows nothing else). Each button is its own form posting the choice,
 * so it works without JavaScript and with any assistive technology.
 */

/** `language`: the shop page's the shopper came from, which the page speaks too (issue 30 item 8). */
export type SandboxPageView = { shopName: string; language: Language } & (
  | { kind: 'open'; orderCode: string; amountCents: number; actionPath: string }
  | { kind: 'closed'; orderCode: string; backUrl: string }
  | { kind: 'unreachable'; backUrl: string }
);

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The styles of the page, one fixed text: its hash is what the page's policy allows. */
export const SANDBOX_PAGE_STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#f4f6f8;color:#1b1f24}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 .25rem}
p{line-height:1.5}
.amount{font-size:2rem;font-weight:700;margin:1rem 0}
.note{font-size:.9rem;color:#4a5560}
.test{margin:0 0 1rem;padding:.5rem .75rem;border-radius:8px;background:#fff4d6;border:2px solid #b26a00;color:#5c3700;font-weight:700}
form{margin:.75rem 0}
button,a.button{display:block;box-sizing:border-box;width:100%;min-height:44px;padding:.75rem 1rem;border-radius:8px;border:2px solid #0b5cad;font-size:1rem;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button.pay,a.button{background:#0b5cad;color:#fff}
button.decline{background:#fff;color:#a4161a;border-color:#a4161a}
button.cancel{background:#fff;color:#1b1f24;border-color:#4a5560}
button:focus-visible,a.button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=text]{box-sizing:border-box;width:100%;min-height:44px;padding:.5rem .75rem;border:2px solid #4a5560;border-radius:8px;font-size:1.1rem;letter-spacing:.05em}
input[type=text]:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.error{color:#a4161a;font-weight:600}
`;

/** The page's words in each language of the shop; `{x}` are filled in by renderSandboxPage. */
const WORDS = {
  en: {
    // Said first on every open session's page: the sandbox marks orders paid without any money
    // moving, so nobody may take it for a real card payment.
    banner: 'Test payment, no money moves',
    payTitle: 'Pay {amount} - {shop}',
    order: 'Order {code}',
    note: 'Sandbox payment page: no card is needed. Choose what the payment provider answers.',
    buttons: { PAID: 'Pay', DECLINED: 'Decline', CANCELLED: 'Cancel' },
    notCompleted: 'Payment not completed',
    notTold: 'The shop could not be told about your choice. Nothing was charged; please try again.',
    closed: 'Payment session closed',
    closedText: 'This payment session for order {code} is already finished.',
    back: 'Back to {shop}',
  },
  it: {
    banner: 'Pagamento di prova, nessun addebito',
    payTitle: 'Paga {amount} - {shop}',
    order: 'Ordine {code}',
    note: 'Pagina di pagamento di prova: non serve una carta. Scegli cosa risponde il fornitore del pagamento.',
    buttons: { PAID: 'Paga', DECLINED: 'Rifiuta', CANCELLED: 'Annulla' },
    notCompleted: 'Pagamento non completato',
    notTold:
      'Non è stato possibile comunicare la tua scelta al negozio. Non è stato addebitato nulla; riprova.',
    closed: 'Sessione di pagamento chiusa',
    closedText: "Questa sessione di pagamento per l'ordine {code} è già conclusa.",
    back: 'Torna a {shop}',
  },
} satisfies Record<Language, unknown>;

const BUTTONS: { outcome: PaymentOutcome; className: string }[] = [
  { outcome: 'PAID', className: 'pay' },
  { outcome: 'DECLINED', className: 'decline' },
  { outcome: 'CANCELLED', className: 'cancel' },
];

export function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${SANDBOX_PAGE_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function renderSandboxPage(view: SandboxPageView): string {
  const words = WORDS[view.language];
  const shop = escapeHtml(view.shopName);
  const back = words.back.replace('{shop}', shop);
  if (view.kind === 'unreachable') {
    return page(
      view.language,
      `${words.notCompleted} - ${view.shopName}`,
      `<h1>${words.notCompleted}</h1>
<p role="alert">${words.notTold}</p>
<a class="button" href="${escapeHtml(view.backUrl)}">${back}</a>`,
    );
  }
  if (view.kind === 'closed') {
    return page(
      view.language,
      `${words.closed} - ${view.shopName}`,
      `<h1>${words.closed}</h1>
<p>${words.closedText.replace('{code}', escapeHtml(view.orderCode))}</p>
<a class="button" href="${escapeHtml(view.backUrl)}">${back}</a>`,
    );
  }
  const amount = formatEuro(view.amountCents, view.language);
  const forms = BUTTONS.map(
    (b) => `<form method="post" action="${escapeHtml(view.actionPath)}">
<input type="hidden" name="outcome" value="${b.outcome}">
<button type="submit" class="${b.className}">${words.buttons[b.outcome]}</button>
</form>`,
  ).join('\n');
  return page(
    view.language,
    words.payTitle.replace('{amount}', amount).replace('{shop}', view.shopName),
    `<p class="test">${words.banner}</p>
<h1>${shop}</h1>
<p>${words.order.replace('{code}', escapeHtml(view.orderCode))}</p>
<p class="amount">${amount}</p>
<p class="note">${words.note}</p>
${forms}`,
  );
}
