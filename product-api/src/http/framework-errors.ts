import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError } from 'fastify';
import { ResponseCode, failure, type ErrorEnvelope } from '../contract/envelope';
import { clientErrorOf } from './error-handler';
import { JSON_SECURITY_HEADERS } from './security-headers';

/** An envelope with the headers every bare answer carries (no hook adds them there). */
function bareAnswer(status: number, body: ErrorEnvelope, extra: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  const headers = {
    ...JSON_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...extra,
  };
  return { headers, text };
}

/**
 * Fastify's `frameworkErrors`: a bad URL (FST_ERR_BAD_URL, e.g. '%ff' in a path) or an overlong
 * path parameter (FST_ERR_MAX_PARAM_LENGTH) is found by the router before any route, hook or error
 * handler runs, so the envelope and the security headers are set here.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: unknown,
  reply: { raw: ServerResponse },
): void {
  const { status, body } = clientErrorOf(error);
  const { headers, text } = bareAnswer(status, body);
  reply.raw.writeHead(status, headers).end(text);
}

/** Node's parser errors a client can cause, and what each is answered with. */
const connectionErrors: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Request timeout' },
};

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (headers over 16 kB, a
 * malformed request line, a timeout) before Fastify saw it, so the answer is written on the socket
 * by hand, in the envelope, and the connection closed as Node's own handler does.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = connectionErrors[error.code] ?? { status: 400, message: 'Invalid request' };
  const { headers, text } = bareAnswer(status, failure(ResponseCode.GENERIC_ERROR, message), {
    connection: 'close',
  });
  if (socket.writable) {
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head.join('')}\r\n${text}`);
  }
  socket.destroy(error);
}
