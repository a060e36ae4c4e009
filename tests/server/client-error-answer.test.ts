/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { answerClientErrors, requestPathOf } from '@/server/client-error-answer';

/** The storefront server's refusals of requests Node cannot parse, over a raw socket as a client sends them. */
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((_request, response) => response.end('handled'));
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Writes `request` on a fresh connection and reads everything until the server closes it. */
function exchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function parsed(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

const hugeHeader = `X-Big: ${'a'.repeat(20_000)}\r\n`;

describe('requests Node refuses before the app', () => {
  it('answers 431 with the envelope under /app/api for headers too large', async () => {
    const answer = parsed(
      await exchange(`GET /app/api/cart/current HTTP/1.1\r\nHost: shop\r\n${hugeHeader}\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({
      responseCode: 4000,
      errorMessage: 'Request headers too large',
    });
  });

  it('answers 400 with the envelope for a Transfer-Encoding that conflicts with Content-Length', async () => {
    const answer = parsed(
      await exchange(
        'POST /app/api/session/login HTTP/1.1\r\nHost: shop\r\nTransfer-Encoding: chunked\r\n' +
          'Content-Length: 5\r\n\r\nhello',
      ),
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ responseCode: 4000, errorMessage: 'Invalid request' });
  });

  it('answers 400 with the envelope for a Transfer-Encoding that does not end in chunked', async () => {
    const answer = parsed(
      await exchange(
        'POST /app/api/contact HTTP/1.1\r\nHost: shop\r\nTransfer-Encoding: chunked, gzip\r\n\r\nhello',
      ),
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ responseCode: 4000 });
  });

  it('answers pages in plain text, still with a body', async () => {
    const answer = parsed(await exchange(`GET /app/products HTTP/1.1\r\nHost: shop\r\n${hugeHeader}\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe('Request headers too large');
    const malformed = parsed(await exchange('GET /app HTTP/1.1\r\nHo st: shop\r\n\r\n'));
    expect(malformed.status).toBe(400);
    expect(malformed.body).toBe('Invalid request');
  });

  it('still hands well-formed requests to the app', async () => {
    const answer = parsed(await exchange('GET /app HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n'));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('handled');
  });
});

describe('requestPathOf', () => {
  it('reads the path of a request line, and nothing from a packet that does not start with one', () => {
    expect(requestPathOf(Buffer.from('GET /app/api/x?y=1 HTTP/1.1\r\nHost: a\r\n'))).toBe('/app/api/x');
    expect(requestPathOf(Buffer.from('aaaa: bbbb\r\n'))).toBeNull();
    expect(requestPathOf(undefined)).toBeNull();
  });
});
