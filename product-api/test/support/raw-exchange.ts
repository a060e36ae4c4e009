import { connect } from 'node:net';

/** What the server wrote back: the status, the headers by lower-case name, the body. */
export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends raw bytes to the listening API and resolves with its answer once the server closes the
 * connection (send `Connection: close`, or a request it refuses). The socket stays open for writing
 * as a browser's does: a client that half-closes has its calls still being answered aborted by Node.
 */
export function exchange(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
  });
}

function parseAnswer(raw: string): RawAnswer {
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: raw.slice(split + 4) };
}
