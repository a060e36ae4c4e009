import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * What the storefront's server answers when Node refuses a request before any handler runs (the
 * http server's 'clientError': headers too large, a conflicting Transfer-Encoding and
 * Content-Length, a malformed header, a request that took too long). Node's own answer has no
 * body; under /app/api the BFF's callers expect the spec §8 envelope (as unroutable-request.ts
 * gives), so the server writes the answer itself.
 */

const GENERIC_ERROR = 4000;

type Answer = { status: 400 | 408 | 431; reason: string; message: string };

const HEADERS_TOO_LARGE: Answer = {
  status: 431,
  reason: 'Request Header Fields Too Large',
  message: 'Request headers too large',
};
const TIMEOUT: Answer = { status: 408, reason: 'Request Timeout', message: 'Request timed out' };
const MALFORMED: Answer = { status: 400, reason: 'Bad Request', message: 'Invalid request' };

const answerOf = (code: string | undefined): Answer =>
  code === 'HPE_HEADER_OVERFLOW'
    ? HEADERS_TOO_LARGE
    : code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? TIMEOUT
      : MALFORMED;

/**
 * The path of the request line at the start of what the client sent, when it is there (Node gives
 * the bytes it was parsing; a request that arrived in several packets may not start with it).
 */
export function requestPathOf(rawPacket: Buffer | undefined): string | null {
  const line = /^[A-Z]{3,10} (\S+) HTTP\/1\.[01]\r?\n/.exec(
    rawPacket?.subarray(0, 8192).toString('latin1') ?? '',
  );
  return line?.[1]?.split('?')[0] ?? null;
}

const isApiPath = (path: string | null) =>
  path !== null && (path === '/app/api' || path.startsWith('/app/api/'));

/**
 * The raw HTTP/1.1 answer to write on the socket, or null when nothing should be written (the
 * client is gone: a reset connection).
 */
export function clientErrorAnswer(code: string | undefined, rawPacket: Buffer | undefined): string | null {
  if (code === 'ECONNRESET') return null;
  const answer = answerOf(code);
  const api = isApiPath(requestPathOf(rawPacket));
  const body = api
    ? JSON.stringify({ responseCode: GENERIC_ERROR, errorMessage: answer.message })
    : answer.message;
  const type = api ? 'application/json' : 'text/plain; charset=utf-8';
  return (
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
    `Content-Type: ${type}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Cache-Control: no-store\r\n' +
    'X-Content-Type-Options: nosniff\r\n' +
    'Connection: close\r\n\r\n' +
    body
  );
}

/** Makes `server` write these answers instead of Node's bodiless ones. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    // A pipelined request's answer may be half written: adding ours would garble it (Node's own
    // handler makes the same check).
    const answer = Reflect.get(socket, '_httpMessage')
      ? null
      : clientErrorAnswer(error.code, error.rawPacket);
    if (answer !== null && socket.writable) socket.end(answer);
    else socket.destroy();
  });
}
