import type { Database } from '../db/client';
import { insertOutboxMail } from './mail-outbox.repository';

/** What the shop's e-mails are about; the outbox keeps it beside each message. */
export type MailKind =
  'password-reset' | 'password-reset-unknown' | 'contact' | 'order-confirmation' | 'order-status' | 'welcome';

export type OutgoingMail = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: readonly MailAttachment[];
};

/** A file sent with an e-mail. */
export type MailAttachment = { fileName: string; contentType: string; content: Uint8Array };

/**
 * Puts an e-mail in the outbox (architecture, Scheduled work: the e-mail outbox). Nothing is sent
 * here: the sender job (mail-sender.ts) sends it, with retries, once the row is committed. Given
 * the caller's transaction, the mail exists exactly when the rows it tells about do. Line breaks in
 * the subject become spaces, as a header has none.
 *
 * The mail is due at `queuedAt`, a time of the API's clock: the sender compares next_attempt_at
 * with that clock, so the column's default (the database server's now()) would mix two clocks.
 * Whenever the API's clock is behind the database's (a test's clock, or a host whose clock lags
 * the database server's), a mail stamped by the database would wait for the gap, however often
 * the sender polls.
 */
export async function enqueueMail(db: Database, mail: OutgoingMail, queuedAt: Date): Promise<number> {
  return insertOutboxMail(db, {
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject.replace(/[\r\n\t]+/g, ' ').trim(),
    textBody: mail.text,
    replyTo: mail.replyTo ?? null,
    // Kept whole in the row, so the mail sends as it was written whatever changes after.
    attachments: mail.attachments?.length
      ? mail.attachments.map(({ fileName, contentType, content }) => ({
          fileName,
          contentType,
          base64: Buffer.from(content).toString('base64'),
        }))
      : null,
    nextAttemptAt: queuedAt,
  });
}
