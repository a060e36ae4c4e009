/** @jest-environment node */
import compression from 'compression';
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { applyHeaderRules } from '@/server/page-policy-response';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const rules = {
  defaults: { 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' },
  nonPagePolicy: "default-src 'none'",
  pagePolicy: (html: string) => `page-of-${html.length}-chars`,
};

let server: Server;
let handler: Handler;

beforeAll(async () => {
  const compress = compression({ threshold: 0 });
  server = createServer((request, response) => {
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {});
    applyHeaderRules(request, response, rules);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

/** Writes a page the way Next does: headers flushed with the first chunk, then more chunks. */
const streamedPage: Handler = (_request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.flushHeaders();
  response.write('<html><body>');
  setTimeout(() => {
    response.write(Buffer.from('<script>late()</script>'));
    response.end('</body></html>');
  }, 20);
};

describe('header rules on the storefront server', () => {
  it('gives a page a policy computed from the whole page, then compresses it', async () => {
    handler = streamedPage;
    const response = await fetch(url(), { headers: { 'accept-encoding': 'gzip' } });
    const body = await response.text();
    expect(body).toBe('<html><body><script>late()</script></body></html>');
    expect(response.headers.get('content-security-policy')).toBe(`page-of-${body.length}-chars`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('really gzips the held page', async () => {
    handler = streamedPage;
    const raw = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
      const request = get(url(), { headers: { 'accept-encoding': 'gzip' } }, (res: IncomingMessage) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(parts) }),
        );
      });
      request.on('error', reject);
    });
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.bytes).toString()).toContain('<script>late()</script>');
  });

  it('passes other answers straight through with the non-page policy and the defaults', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"responseCode":0}');
    };
    const response = await fetch(url());
    expect(await response.json()).toEqual({ responseCode: 0 });
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the framing rules an answer set itself (a leaflet PDF from the API)', async () => {
    handler = (_request, response) => {
      response.setHeader('content-type', 'application/pdf');
      response.setHeader('x-frame-options', 'SAMEORIGIN');
      response.setHeader('content-security-policy', "frame-ancestors 'self'");
      response.end('%PDF-1.7');
    };
    const response = await fetch(url());
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  });

  it('sends no policy with a 304, so the cached page keeps its own', async () => {
    handler = (_request, response) => {
      response.statusCode = 304;
      response.setHeader('content-type', 'text/html');
      response.end();
    };
    const response = await fetch(url());
    expect(response.status).toBe(304);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
