import type { ContactMessage } from '../contract/contact';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import { enqueueMail, type OutgoingMail } from '../mail/mail-outbox';
import type { CaptchaVerifier } from './captcha-verifier';
import { insertContactMessage } from './contact.repository';

export const CAPTCHA_FAILED_MESSAGE = 'Human verification failed';
export const CAPTCHA_UNAVAILABLE_MESSAGE = 'Human verification is not available, please try again';

export type ContactDeps = {
  db: Database;
  verifyCaptcha: CaptchaVerifier;
  supportEmail: string;
  now: () => Date;
};

/** The widget's token (absent when the form was sent without solving it) and the shopper's address. */
export type CaptchaProof = { token: string | undefined; remoteIp?: string };

/**
 * POST /cli/contact/us (spec §2, §7; issue 12). Nothing is kept unless the captcha passed; then
 * the message and the e-mail to the support address are written in one transaction, so a
 * message is never stored without its e-mail or mailed without being stored. A refused or
 * unverifiable captcha is a business refusal (code 4000), never a 5xx.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  message: ContactMessage,
  proof: CaptchaProof,
): Promise<Result<undefined>> {
  const verdict = proof.token ? await deps.verifyCaptcha(proof.token, proof.remoteIp) : 'failed';
  if (verdict === 'failed') return fail(ResponseCode.GENERIC_ERROR, CAPTCHA_FAILED_MESSAGE);
  if (verdict === 'unavailable') return fail(ResponseCode.GENERIC_ERROR, CAPTCHA_UNAVAILABLE_MESSAGE);
  await deps.db.transaction(async (tx) => {
    await insertContactMessage(tx, message);
    await enqueueMail(tx, supportMail(deps.supportEmail, message), deps.now());
  });
  return ok(undefined);
}

/** The support team answers with Reply: the reply goes to the customer. */
function supportMail(supportEmail: string, message: ContactMessage): OutgoingMail {
  return {
    kind: 'contact',
    to: supportEmail,
    replyTo: message.email,
    subject: `Contact form: ${message.subject}`,
    text: [
      `From:    ${message.name} ${message.surname} <${message.email}>`,
      `Phone:   +${message.phoneNumberPrefix} ${message.phoneNumber}`,
      `Subject: ${message.subject}`,
      '',
      message.message,
    ].join('\n'),
  };
}
