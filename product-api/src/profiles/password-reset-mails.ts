import type { OutgoingMail } from '../mail/mail-outbox';

/**
 * The two e-mails a reset request can write (issue 12). English only: the request carries no
 * language, and the link opens the storefront, which shows the shopper's own.
 */

export function resetLinkMail(to: string, link: string, ttlMinutes: number): OutgoingMail {
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset your password',
    text: [
      'Hello,',
      '',
      'someone, hopefully you, asked to reset the password of your account at our shop.',
      'Open this link to choose a new password:',
      '',
      link,
      '',
      `The link works once and for ${ttlMinutes} minutes. Setting a new password signs you out everywhere.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * A real shop's practice for an address with no account: the owner of the mailbox learns what
 * happened, while the answer to the request stays the same as for a customer.
 */
export function noAccountMail(to: string, signupLink: string): OutgoingMail {
  return {
    kind: 'password-reset-unknown',
    to,
    subject: 'Password reset request',
    text: [
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
    ].join('\n'),
  };
}
