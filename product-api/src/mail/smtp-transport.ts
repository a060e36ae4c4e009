import type { Transporter } from 'nodemailer';
import type { OutboxRow } from './mail-outbox.repository';

/** How a claimed outbox row leaves the shop; the sender needs nothing else of nodemailer. */
export type MailTransport = {
  send(mail: OutboxRow): Promise<void>;
  close(): void;
};

/**
 * Limits of one SMTP conversation. nodemailer waits up to two minutes to connect and ten for a
 * quiet socket by default; a mail server that hangs must cost a retry, not the sender's lease.
 */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * nodemailer over the SMTP server of SMTP_URL (smtp:// upgrades with STARTTLS when the server
 * offers it, smtps:// is TLS from the start; user and password in the URL when it needs them).
 * Addresses are passed as objects, so a customer's address is never parsed as a list of several.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer is loaded with the first message: an API that sends none (a test) never loads it.
  let transporter: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: CONNECTION_TIMEOUT_MS,
          greetingTimeout: GREETING_TIMEOUT_MS,
          socketTimeout: SOCKET_TIMEOUT_MS,
        }),
      );
      const open = await transporter;
      await open.sendMail({
        from,
        to: { name: '', address: mail.toAddress },
        ...(mail.replyTo ? { replyTo: { name: '', address: mail.replyTo } } : {}),
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: file.fileName,
                contentType: file.contentType,
                content: Buffer.from(file.base64, 'base64'),
              })),
            }
          : {}),
      });
    },
    // A transport that never opened (a bad SMTP_URL) has nothing to close.
    close: () =>
      void transporter?.then(
        (open) => open.close(),
        () => {},
      ),
  };
}

/** The mail server's host (and port) for messages, never its user or password. */
export function smtpHostOf(smtpUrl: string): string {
  try {
    return new URL(smtpUrl).host;
  } catch {
    return 'the SMTP server of SMTP_URL';
  }
}
