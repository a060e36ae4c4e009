import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP stand-in keeps it (e2e/support/mailbox.ts reads these). */
export type StoredMail = { to: string[]; from: string; receivedAt: number; raw: string };

let received = 0;

/**
 * A real SMTP server (the smtp-server package) on loopback for the e2e API (issue 12: e-mails go
 * through SMTP in tests too). Each message becomes one JSON file in `dir`: the specs run in other
 * processes (Playwright's workers), and a folder is what they all can read. No TLS, no AUTH: the
 * API's SMTP_URL is a plain smtp:// address.
 */
export async function startSmtpStandIn({ port, dir }: { port: number; dir: string }): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          receivedAt: Date.now(),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received += 1;
        const file = path.join(dir, `${mail.receivedAt}-${process.pid}-${received}.json`);
        // Written under another name first: a reader never sees half a file.
        fs.writeFileSync(`${file}.part`, JSON.stringify(mail));
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`The SMTP stand-in cannot listen on port ${port} (E2E_SMTP_PORT): ${error.message}`)),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
