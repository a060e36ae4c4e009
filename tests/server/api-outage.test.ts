/** @jest-environment node */
import compression from 'compression';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiOutage, outageAnswer, type ApiOutage } from '@/server/api-outage';
import { applyHeaderRules } from '@/server/page-policy-response';

/**
 * A page that failed to render because the product API is down goes out as 503 with Retry-After
 * (issue 27 item 8), through the storefront server's header rules as Next's pages do.
 */
let shop: Server;
let api: Server;
let apiHealthy = true;
let outage: ApiOutage;
let status = 500;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  api = createServer((_request, response) => {
    response.writeHead(apiHealthy ? 200 : 500).end();
  });
  const apiUrl = await listen(api);
  outage = apiOutage(apiUrl);
  const compress = compression();
  shop = createServer((request: IncomingMessage, response: ServerResponse) => {
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {});
    applyHeaderRules(request, response, {
      defaults: {},
      nonPagePolicy: "default-src 'none'",
      pagePolicy: (html) => `page-of-${html.length}-chars`,
      failedPage: () => outageAnswer(outage),
    });
    // As Next writes a page whose render failed: the error boundary's HTML, streamed.
    response.statusCode = status;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    response.write('<html><body><h1>Something went wrong</h1>');
    setTimeout(() => response.end('</body></html>'), 10);
  });
  await listen(shop);
});
afterAll(async () => {
  await new Promise<void>((resolve) => shop.close(() => resolve()));
  await new Promise<void>((resolve) => api.close(() => resolve()));
});
beforeEach(() => {
  status = 500;
  apiHealthy = true;
  outage.observe(true);
});

const page = async () => fetch(`http://127.0.0.1:${(shop.address() as AddressInfo).port}/app`);

describe('a page that failed while the product API is down', () => {
  it('answers 503 with Retry-After and the readable page, kept by no cache', async () => {
    outage.observe(false);
    const response = await page();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(body).toContain('Something went wrong');
    expect(response.headers.get('content-security-policy')).toBe(`page-of-${body.length}-chars`);
  });

  it('asks the API itself when the watch last saw it answer (the outage just began)', async () => {
    apiHealthy = false;
    expect((await page()).status).toBe(503);
  });

  it('stays a 500 when the API answers: the failure is the shop’s own', async () => {
    const response = await page();
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
  });

  it('leaves pages that did not fail alone', async () => {
    status = 200;
    outage.observe(false);
    expect((await page()).status).toBe(200);
  });

  it('counts an API that cannot be reached at all as down', async () => {
    const unreachable = apiOutage('http://127.0.0.1:9');
    expect(await unreachable.isDown()).toBe(true);
  });
});
