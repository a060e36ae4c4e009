import type { Language } from '../contract/catalogue';
import type { OutgoingMail } from '../mail/mail-outbox';

/**
 * The e-mail a new customer gets at sign-up (issue 30 item 9), in the language of the page they
 * signed up on (the request's Accept-Language); its links open the shop in it.
 */

type WelcomeLinks = { shop: string; account: string };

const WELCOME_WORDS: Record<Language, (name: string, links: WelcomeLinks) => [string, string[]]> = {
  en: (name, links) => [
    'Welcome to our shop',
    [
      `Hello ${name},`,
      '',
      'your account is ready: sign in with this e-mail address and the password you chose.',
      'Open a cart for home delivery or pick-up at a store, and book the time that suits you.',
      '',
      `Start shopping: ${links.shop}`,
      `Your account: ${links.account}`,
      '',
      'If you did not sign up, tell us by replying to this e-mail.',
    ],
  ],
  it: (name, links) => [
    'Benvenuto nel nostro negozio',
    [
      `Ciao ${name},`,
      '',
      'il tuo account è pronto: accedi con questo indirizzo e-mail e la password che hai scelto.',
      'Apri un carrello per la consegna a domicilio o il ritiro in negozio e prenota l’orario che preferisci.',
      '',
      `Inizia la spesa: ${links.shop}`,
      `Il tuo account: ${links.account}`,
      '',
      'Se non ti sei registrato tu, diccelo rispondendo a questa e-mail.',
    ],
  ],
};

export function welcomeMail(
  to: string,
  firstName: string,
  links: WelcomeLinks,
  language: Language,
): OutgoingMail {
  const [subject, lines] = WELCOME_WORDS[language](firstName.trim(), links);
  return { kind: 'welcome', to, subject, text: lines.join('\n') };
}
