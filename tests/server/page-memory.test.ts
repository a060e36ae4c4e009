/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import {
  PageMemory,
  SEARCH_KEY_PREFIX,
  keptSizeOf,
  encodingFor,
  isCacheablePageRequest,
  isKeepablePage,
  storedPageOf,
} from '../../server/page-memory';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers }) as unknown as IncomingMessage;

const cachedHtml = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
  'x-nextjs-cache': 'HIT',
};

describe('which requests the page memory answers', () => {
  it('takes plain page loads, whatever their query or cookies', () => {
    expect(isCacheablePageRequest(request('/app'))).toBe(true);
    expect(
      isCacheablePageRequest(request('/app/it/privacy?utm_source=x', { cookie: 'shop_session=abc' })),
    ).toBe(true);
    expect(isCacheablePageRequest(request('/app/product/123', {}, 'HEAD'))).toBe(true);
  });

  it("leaves the BFF, Next's assets, media, writes and the client router's requests to Next", () => {
    expect(isCacheablePageRequest(request('/app/api/session'))).toBe(false);
    expect(isCacheablePageRequest(request('/app/_next/static/x.js'))).toBe(false);
    expect(isCacheablePageRequest(request('/app/media/a.svg'))).toBe(false);
    expect(isCacheablePageRequest(request('/app/privacy', {}, 'POST'))).toBe(false);
    expect(isCacheablePageRequest(request('/app/privacy', { rsc: '1' }))).toBe(false);
    expect(isCacheablePageRequest(request('/app/privacy?_rsc=abc'))).toBe(false);
    expect(isCacheablePageRequest(request('/other'))).toBe(false);
  });
});

describe('which answers it keeps', () => {
  it('keeps HTML that Next serves from its cache to everyone', () => {
    expect(isKeepablePage(200, cachedHtml)).toBe(true);
  });

  it('never keeps a per-request page, a cookie, a stale copy or an error', () => {
    const dynamic = {
      ...cachedHtml,
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    };
    expect(isKeepablePage(200, dynamic)).toBe(false);
    expect(isKeepablePage(200, { ...cachedHtml, 'set-cookie': ['a=b'] })).toBe(false);
    expect(isKeepablePage(200, { ...cachedHtml, 'x-nextjs-cache': 'STALE' })).toBe(false);
    expect(isKeepablePage(404, cachedHtml)).toBe(false);
    expect(isKeepablePage(200, { ...cachedHtml, 'content-type': 'text/x-component' })).toBe(false);
  });
});

describe('a kept page', () => {
  const body = Buffer.from('<!DOCTYPE html><html><body>Ħobż</body></html>');

  it('is ready in every encoding, without per-answer headers', () => {
    const page = storedPageOf(
      200,
      { ...cachedHtml, 'content-length': '99', date: 'x', etag: '"next"' },
      body,
    );
    expect(gunzipSync(page.gzip).equals(body)).toBe(true);
    expect(brotliDecompressSync(page.br).equals(body)).toBe(true);
    expect(page.headers['content-length']).toBeUndefined();
    expect(page.headers.date).toBeUndefined();
    expect(page.headers['cache-control']).toBe(cachedHtml['cache-control']);
    expect(page.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(storedPageOf(200, { ...cachedHtml, vary: 'rsc, next-router-state-tree' }, body).headers.vary).toBe(
      'rsc, next-router-state-tree, Accept-Encoding',
    );
    expect(page.headers.vary).toBe('Accept-Encoding');
  });

  it('is forgotten when the catalogue changes, also when its render began before', () => {
    const memory = new PageMemory({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const page = storedPageOf(200, cachedHtml, body);
    memory.set('a', page, memory.generation);
    expect(memory.get('a')).toBe(page);

    const renderStartedAt = memory.generation;
    memory.clear();
    expect(memory.get('a')).toBeUndefined();
    memory.set('b', page, renderStartedAt);
    expect(memory.get('b')).toBeUndefined();
  });
});

describe('the encoding it answers with', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(encodingFor(header)).toBe(expected);
  });
});

describe('the share of search pages', () => {
  it('lets the long tail of searches push out only searches', () => {
    const page = storedPageOf(200, cachedHtml, Buffer.from('<!doctype html><p>results</p>'));
    const size = keptSizeOf(page);
    const memory = new PageMemory({ maxBytes: size * 8, ttlMs: 60_000 });
    memory.set('http /app', page, memory.generation);
    for (let i = 0; i < 100; i += 1)
      memory.set(`${SEARCH_KEY_PREFIX}http /app/search/s${i}`, page, memory.generation);
    expect(memory.get('http /app')).toBe(page);
    expect(memory.get(`${SEARCH_KEY_PREFIX}http /app/search/s99`)).toBe(page);
    expect(memory.get(`${SEARCH_KEY_PREFIX}http /app/search/s0`)).toBeUndefined();
    memory.clear();
    expect(memory.get(`${SEARCH_KEY_PREFIX}http /app/search/s99`)).toBeUndefined();
  });
});
