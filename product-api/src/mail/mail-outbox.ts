import type { Database } from '../db/client';
import { insertOutboxMail } from './mail-outbox.repository';

/** What the shop's e-mails are about; the outbox keeps it beside each message. */
export type MailKind = 'password-reset' | 'password-reset-unknown' | 'contact' | 'order-confirmation';

export type OutgoingMail = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
};

/**
 * Puts an e-mail in the outbox (DESIGN: the e-mail outbox). Nothing is sent here: the sender job
 * (mail-sender.ts) sends it, with retries, once the row is committed. Given the caller's
 * transaction, the mail exists exactly when the rows it tells about do. Line breaks in the subject
 * become spaces, as a header has none.
 */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<number> {
  return insertOutboxMail(db, {
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject.replace(/[\r\n\t]+/g, ' ').trim(),
    textBody: mail.text,
    replyTo: mail.replyTo ?? null,
  });
}
