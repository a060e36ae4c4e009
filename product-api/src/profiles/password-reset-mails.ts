import type { Language } from '../contract/catalogue';
import type { OutgoingMail } from '../mail/mail-outbox';

/**
 * The two e-mails a reset request can write (issue 12), in the language of the page the shopper
 * asked from (the request's Accept-Language); the links open the shop in it too.
 */

const RESET_LINK_WORDS: Record<Language, (link: string, ttlMinutes: number) => [string, string[]]> = {
  en: (link, ttlMinutes) => [
    'Reset your password',
    [
      'Hello,',
      '',
      'someone, hopefully you, asked to reset the password of your account at our shop.',
      'Open this link to choose a new password:',
      '',
      link,
      '',
      `The link works once and for ${ttlMinutes} minutes. Setting a new password signs you out everywhere.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  ],
  it: (link, ttlMinutes) => [
    'Reimposta la tua password',
    [
      'Ciao,',
      '',
      'qualcuno, speriamo tu, ha chiesto di reimpostare la password del tuo account sul nostro negozio.',
      'Apri questo link per scegliere una nuova password:',
      '',
      link,
      '',
      `Il link funziona una sola volta e per ${ttlMinutes} minuti. Una nuova password ti disconnette ovunque.`,
      'Se non sei stato tu, ignora questa e-mail: la tua password resta quella di prima.',
    ],
  ],
};

const NO_ACCOUNT_WORDS: Record<Language, (signupLink: string) => [string, string[]]> = {
  en: (signupLink) => [
    'Password reset request',
    [
      'Hello,',
      '',
      'someone asked to reset the password of an account at our shop for this e-mail address,',
      'but there is no account with this address.',
      '',
      'If it was you, you may have signed up with another address; or create an account here:',
      '',
      signupLink,
      '',
      'If it was not you, ignore this e-mail: nothing has changed.',
    ],
  ],
  it: (signupLink) => [
    'Richiesta di reimpostazione della password',
    [
      'Ciao,',
      '',
      'qualcuno ha chiesto di reimpostare la password di un account sul nostro negozio per questo indirizzo e-mail,',
      'ma non esiste alcun account con questo indirizzo.',
      '',
      'Se sei stato tu, forse ti sei registrato con un altro indirizzo; oppure crea un account qui:',
      '',
      signupLink,
      '',
      'Se non sei stato tu, ignora questa e-mail: non è cambiato nulla.',
    ],
  ],
};

export function resetLinkMail(
  to: string,
  link: string,
  ttlMinutes: number,
  language: Language = 'en',
): OutgoingMail {
  const [subject, lines] = RESET_LINK_WORDS[language](link, ttlMinutes);
  return { kind: 'password-reset', to, subject, text: lines.join('\n') };
}

/**
 * A real shop's practice for an address with no account: the owner of the mailbox learns what
 * happened, while the answer to the request stays the same as for a customer.
 */
export function noAccountMail(to: string, signupLink: string, language: Language = 'en'): OutgoingMail {
  const [subject, lines] = NO_ACCOUNT_WORDS[language](signupLink);
  return { kind: 'password-reset-unknown', to, subject, text: lines.join('\n') };
}
