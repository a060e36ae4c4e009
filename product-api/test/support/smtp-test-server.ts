import { SMTPServer } from 'smtp-server';

/** A message as the test's SMTP server received it: the envelope and the decoded plain text. */
export type ReceivedMail = {
  from: string;
  to: string[];
  headers: Map<string, string>;
  text: string;
};

export type SmtpTestServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived (or fails after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1, no TLS and no login needed, that
 * keeps what it receives. `port` 0 picks a free one; a given port lets a test start the server
 * where a sender was already failing to connect. Recipients `rejects` names are refused with 550.
 */
export async function startSmtpTestServer(
  options: { port?: number; rejects?: (address: string) => boolean } = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejects?.(address.address)) {
        const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const waitFor = async (count: number, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      if (Date.now() > deadline) throw new Error(`received ${received.length} of ${count} messages`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return received;
  };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free port on 127.0.0.1 that nothing listens on (a mail server that is down). */
export async function closedPort(): Promise<number> {
  const probe = await startSmtpTestServer();
  await probe.close();
  return probe.port;
}

/** Headers (unfolded, names lower-case) and the text body, quoted-printable decoded when so sent. */
function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(
          body
            .replace(/=\r\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}
