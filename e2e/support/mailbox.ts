import fs from 'node:fs';
import path from 'node:path';
import type { StoredMail } from './smtp-stand-in';
import { MAILBOX_DIR_ENV } from './stand-in-ports';

/** A file a received e-mail carries: its name, type and bytes. */
export type MailFile = { fileName: string; contentType: string; content: Buffer };

/** A received e-mail as a reader sees it: its subject, its plain text and its attached files. */
export type ReceivedMail = { subject: string; text: string; files: MailFile[]; receivedAt: number };

/**
 * Waits for the e-mail to `address` that the SMTP stand-in received (e2e/support/global-setup.ts),
 * the first one at or after `after` (ms since the epoch), with `subject` when given (equal to a
 * text, or matching a pattern: an order's status e-mails come one after another), and reads it. The API sends from its outbox every
 * MAIL_POLL_MS, so this polls.
 */
export async function waitForMail(
  address: string,
  {
    after = 0,
    timeoutMs = 15_000,
    subject,
  }: { after?: number; timeoutMs?: number; subject?: string | RegExp } = {},
): Promise<ReceivedMail> {
  const dir = process.env[MAILBOX_DIR_ENV];
  if (!dir) throw new Error(`${MAILBOX_DIR_ENV} is not set: is playwright.config.ts's globalSetup running?`);
  const wanted = address.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as StoredMail)
      .filter((mail) => mail.to.includes(wanted) && mail.receivedAt >= after)
      .sort((a, b) => a.receivedAt - b.receivedAt)
      .map((mail) => ({ ...readMessage(mail.raw), receivedAt: mail.receivedAt }))
      .find((mail) =>
        typeof subject === 'string' ? mail.subject === subject : (subject?.test(mail.subject) ?? true),
      );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `No e-mail to ${address}${subject ? ` '${subject}'` : ''} arrived within ${timeoutMs / 1000} s`,
  );
}

/** The first http(s) link of a text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const link = text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No link starting ${prefix} in:\n${text}`);
  return link;
}

type Part = { headers: Map<string, string>; body: string };

/** Subject and plain text of a raw RFC 5322 message, as nodemailer writes them. */
function readMessage(raw: string): Omit<ReceivedMail, 'receivedAt'> {
  const message = splitPart(raw);
  return {
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: plainTextOf(message) ?? '',
    files: filesOf(message),
  };
}

/** The parts of a multipart message, as parts. */
function partsOf(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [];
  const pieces = part.body.split(`--${boundary}`).slice(1);
  const end = pieces.findIndex((piece) => piece.startsWith('--'));
  return (end === -1 ? pieces : pieces.slice(0, end)).map((piece) => splitPart(piece.replace(/^\n/, '')));
}

/** The attachments (Content-Disposition: attachment), at any depth, decoded. */
function filesOf(part: Part): MailFile[] {
  return partsOf(part).flatMap((inner): MailFile[] => {
    const disposition = inner.headers.get('content-disposition') ?? '';
    if (!/^attachment/i.test(disposition)) return filesOf(inner);
    const encoding = (inner.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
    return [
      {
        fileName: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '',
        contentType: (inner.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '',
        content:
          encoding === 'base64'
            ? Buffer.from(inner.body.replace(/\s+/g, ''), 'base64')
            : Buffer.from(inner.body, 'latin1'),
      },
    ];
  });
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with white space.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The text/plain part, looking inside multipart ones; decoded from its transfer encoding. */
function plainTextOf(part: Part): string | null {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const inner of partsOf(part)) {
      if (/^attachment/i.test(inner.headers.get('content-disposition') ?? '')) continue;
      const text = plainTextOf(inner);
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  return decodeBody(part.body, part.headers.get('content-transfer-encoding') ?? '7bit');
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words of a header ('=?UTF-8?Q?Reset_your_password?='). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
