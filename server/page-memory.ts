import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * The storefront server's memory of cached pages: what a CDN would do in front of it, done in
 * the process, so a cached page costs a lookup instead of a trip through Next.js. It keeps only
 * what Next itself marked as cached HTML (a shared Cache-Control, no Set-Cookie, not a stale
 * copy) and forgets everything when the catalogue changes (server/catalogue-watch.ts).
 */
export const PAGE_CACHE_HEADER = 'x-shop-page-cache';

export type StoredPage = {
  status: number;
  headers: OutgoingHttpHeaders;
  etag: string;
  identity: Buffer;
  /** Compressed when first asked for, then kept (see storedPageOf). */
  readonly gzip: Buffer;
  readonly br: Buffer;
};

/**
 * What a kept page is counted for in memory, before its compressed copies exist: its body, and a
 * quarter of it for each copy (the shop's HTML compresses to about a sixth in gzip and brotli).
 */
export const keptSizeOf = (page: StoredPage): number => Math.ceil(page.identity.length * 1.5) + 1024;

/** Next's client router asks for RSC payloads with these; only plain page loads are kept. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'authorization',
  'range',
];
const NOT_PAGES = /^\/app\/(?:api|_next|media)(?:\/|$)/;

/** Whether the answer to this request may come from, or go to, the memory. */
export function isCacheablePageRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url ?? '';
  if (!url.startsWith('/app') || NOT_PAGES.test(url) || /[?&]_rsc=/.test(url)) return false;
  return !ROUTER_HEADERS.some((name) => request.headers[name] !== undefined);
}

/** Headers that belong to one answer on one connection, not to the page. */
const PER_ANSWER = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  PAGE_CACHE_HEADER,
]);

/** Whether a finished answer is a page to keep: HTML Next serves from its cache to everyone. */
export function isKeepablePage(status: number, headers: OutgoingHttpHeaders): boolean {
  const contentType = String(headers['content-type'] ?? '');
  const cacheControl = String(headers['cache-control'] ?? '');
  return (
    status === 200 &&
    contentType.startsWith('text/html') &&
    /\bs-maxage=/.test(cacheControl) &&
    !/\bprivate\b|\bno-store\b/.test(cacheControl) &&
    headers['set-cookie'] === undefined &&
    String(headers['x-nextjs-cache'] ?? '').toUpperCase() !== 'STALE'
  );
}

/**
 * The page as kept: its headers, and its body in each encoding a browser may ask for. Each
 * compressed copy is made on the first request that wants it, not when the page is kept: most
 * search pages are asked once (the miss Next rendered, already compressed on its way out), and
 * compressing them twice more for the memory was a large share of a miss (architecture: A search).
 */
export function storedPageOf(status: number, headers: OutgoingHttpHeaders, body: Buffer): StoredPage {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !PER_ANSWER.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  }
  // Next's own Vary (its router's headers), and the encoding: the copy is sent in one per request.
  const vary = String(kept.vary ?? '');
  kept.vary = /\baccept-encoding\b/i.test(vary) ? vary : [vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  let gzip: Buffer | undefined;
  let br: Buffer | undefined;
  return {
    status,
    headers: kept,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    identity: body,
    get gzip() {
      gzip ??= gzipSync(body, { level: 6 });
      return gzip;
    },
    get br() {
      br ??= brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
      return br;
    },
  };
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the request accepts (q=0 refuses one). */
export function encodingFor(acceptEncoding: string | string[] | undefined): Encoding {
  const offered = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** Answers a request from a kept page: 304 when the browser has it, otherwise in its encoding. */
export function serveStoredPage(request: IncomingMessage, response: ServerResponse, page: StoredPage): void {
  const headers: OutgoingHttpHeaders = { ...page.headers, etag: page.etag, [PAGE_CACHE_HEADER]: 'hit' };
  const inm = request.headers['if-none-match'];
  if (inm !== undefined && inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
    // As for Next's own 304s: the policy the browser cached with the page stays in force.
    delete headers['content-security-policy'];
    response.writeHead(304, headers).end();
    return;
  }
  const encoding = encodingFor(request.headers['accept-encoding']);
  const body = page[encoding];
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  response.writeHead(page.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The start of the memory's key of a search page (server/search-page-key.ts). */
export const SEARCH_KEY_PREFIX = 'search ';

/** The share of the memory search pages may take, so the long tail of texts cannot push out the rest. */
const SEARCH_SHARE = 0.25;

const pageStore = (maxBytes: number, ttlMs: number) =>
  new LRUCache<string, StoredPage>({
    maxSize: Math.max(1, Math.floor(maxBytes)),
    sizeCalculation: keptSizeOf,
    ttl: ttlMs,
  });

/**
 * Pages by request (scheme and URL), bounded in bytes and in age; search pages, one for every
 * text shoppers type, in a share of their own (decision 0007). `generation` moves on every
 * `clear()`: a render that began before a catalogue change is not kept after it.
 */
export class PageMemory {
  private readonly pages: LRUCache<string, StoredPage>;
  private readonly searches: LRUCache<string, StoredPage>;
  private currentGeneration = 0;

  constructor({ maxBytes, ttlMs }: { maxBytes: number; ttlMs: number }) {
    this.pages = pageStore(maxBytes * (1 - SEARCH_SHARE), ttlMs);
    this.searches = pageStore(maxBytes * SEARCH_SHARE, ttlMs);
  }

  private storeOf(key: string): LRUCache<string, StoredPage> {
    return key.startsWith(SEARCH_KEY_PREFIX) ? this.searches : this.pages;
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get(key: string): StoredPage | undefined {
    return this.storeOf(key).get(key);
  }

  set(key: string, page: StoredPage, generation: number): void {
    if (generation === this.currentGeneration) this.storeOf(key).set(key, page);
  }

  clear(): void {
    this.currentGeneration += 1;
    this.pages.clear();
    this.searches.clear();
  }
}
