import './source-maps-off';
import compression from 'compression';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { CLIENT_ADDRESS_HEADER } from '../lib/bff/shopper-address';
import { SHOP_ORIGIN_HEADER } from '../lib/bff/shop-origin';
import {
  CATALOGUE_REFRESH_KEY_ENV,
  CATALOGUE_REFRESH_KEY_HEADER,
} from '../lib/catalogue/catalogue-refresh-key';
import { BASE_PATH } from '../lib/base-path';
import { watchCatalogue } from './catalogue-watch';
import { clientAddressOf } from './client-address';
import { answerClientErrors } from './client-error-answer';
import { apiOutage, outageAnswer } from './api-outage';
import { stateTrustedOrigin, trustedOriginOf } from './trusted-origin';
import { HCAPTCHA_ORIGINS, isCaptchaPage } from '../lib/captcha-page';
import { brandTokensCss, parseConfig, type ShopConfig } from '../lib/shop-config';
import { cspHash, inlineScriptHashesOf } from './inline-content';
import { applyHeaderRules, type ResponseHeaderRules } from './page-policy-response';
import {
  PAGE_CACHE_HEADER,
  PageMemory,
  isCacheablePageRequest,
  isKeepablePage,
  serveStoredPage,
  storedPageOf,
} from './page-memory';
import { pageMemoryKeyOf } from './search-page-key';
import { NON_PAGE_POLICY, pagePolicy, staticSecurityHeaders, tileOriginsOf } from './security-headers';
import { unroutableRequest } from './unroutable-request';
import { prePaintScript } from '../lib/chrome/pre-paint-script';

/**
 * The storefront's HTTP server: Next.js behind two things `next start` cannot do. It tells the
 * app the shopper's address from the socket (Next keeps a browser-written X-Forwarded-For as it
 * is), and it gives each page a Content-Security-Policy with the hashes of that page's inline
 * scripts. Compression happens here, after the policy is computed (next.config.ts turns Next's
 * own off). It also keeps cached pages in memory and follows the catalogue's version to expire
 * them, with Next's own cache (README: Cached pages).
 */
const dev = process.argv.includes('--dev');
const shop = readConfigOrExit();
const settings = shop.server;
const tileOrigins = tileOriginsOf(shop.map.tileUrl);
// The one inline style block of the shop: the layout's brand colours. It is allowed on every page,
// also where the browser inserts it itself (Next's error shell of a 404 renders in the browser).
const styleHashes = [cspHash(brandTokensCss(shop.brand))];
// The pre-paint script of the layout is the same on every page: allowed by its hash.
const scriptHashes = [cspHash(prePaintScript())];
const compress = compression();
// With the API down an uncached page fails to render: answered 503 with Retry-After (README: Cached pages).
const outage = apiOutage(shop.productApiUrl);

// A kept page is served from memory for PAGE_MEMORY_TTL_SECONDS, then Next is asked again (it
// may have a newer one, e.g. after its own revalidation timer).
const memory =
  !dev && shop.pages.memoryCacheBytes > 0
    ? new PageMemory({ maxBytes: shop.pages.memoryCacheBytes, ttlMs: shop.pages.memoryTtlSeconds * 1000 })
    : null;

// What Next marks as cached (s-maxage) goes out under the shop's policy for shared caches: the
// browser always asks again (cheaply, by ETag), a CDN keeps it briefly and may serve it stale
// while it asks (README: Cached pages).
const SHARED_PAGE_POLICY =
  `public, max-age=0, s-maxage=${shop.pages.sharedMaxAgeSeconds}, ` +
  `stale-while-revalidate=${shop.pages.staleSeconds}`;
const cacheControlFor = (fromNext: string) =>
  /\bs-maxage=/.test(fromNext) && !/\bprivate\b|\bno-store\b/.test(fromNext) ? SHARED_PAGE_POLICY : fromNext;

/**
 * `memoryKey`: where the memory keeps this request's page, or null when it keeps none (not a
 * plain page load, or no memory).
 */
function headerRules(
  request: IncomingMessage,
  https: boolean,
  memoryKey: string | null,
): ResponseHeaderRules {
  // Only the contact page lets hCaptcha's widget in (README: Security headers). Its address is
  // read before Next rewrites request.url.
  const widgetOrigins = isCaptchaPage((request.url ?? '').split('?')[0] ?? '') ? HCAPTCHA_ORIGINS : [];
  return {
    defaults: staticSecurityHeaders(https),
    nonPagePolicy: NON_PAGE_POLICY,
    pagePolicy: (html) =>
      pagePolicy(
        { scripts: [...scriptHashes, ...inlineScriptHashesOf(html)], styles: styleHashes },
        { tileOrigins, https, widgetOrigins },
      ),
    cacheControl: cacheControlFor,
    onPage: memory && memoryKey !== null ? keepPage(request.method, memoryKey, memory) : undefined,
    failedPage: () => outageAnswer(outage),
  };
}

/**
 * The memory's key of a page request: scheme and URL (one key for every spelling of a search),
 * taken before Next handles the request (it rewrites request.url), or null for a request whose
 * answer the memory neither gives nor keeps.
 */
function memoryKeyOf(request: IncomingMessage, https: boolean): string | null {
  if (!memory || !isCacheablePageRequest(request)) return null;
  return pageMemoryKeyOf(https ? 'https' : 'http', request.url ?? '');
}

/** Keeps the page this request renders, unless the catalogue changed while it rendered. */
function keepPage(method: string | undefined, key: string, pages: PageMemory): ResponseHeaderRules['onPage'] {
  const generation = pages.generation;
  return (status, headers, body) => {
    if (method !== 'GET' || !isKeepablePage(status, headers)) return undefined;
    pages.set(key, storedPageOf(status, headers, body), generation);
    return { [PAGE_CACHE_HEADER]: 'miss' };
  };
}

/**
 * How long an API instance may still answer from its catalogue cache after a change: it checks
 * the version once a second (product-api/src/app.ts). The instance that told us of the change has
 * dropped its cache already; others behind a load balancer have after this.
 */
const API_CACHE_SETTLE_MS = 1100;

/** Expires the catalogue's pages: in Next's cache (through its own route), then in memory. */
async function expireCataloguePages(port: number, { first }: { first: boolean }): Promise<void> {
  // At start-up nothing has just changed: pages kept from before go at once.
  if (!first) await new Promise((resolve) => setTimeout(resolve, API_CACHE_SETTLE_MS));
  memory?.clear();
  const response = await fetch(`http://127.0.0.1:${port}${BASE_PATH}/api/cache/catalogue`, {
    method: 'POST',
    headers: { [CATALOGUE_REFRESH_KEY_HEADER]: process.env[CATALOGUE_REFRESH_KEY_ENV] ?? '' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`expiring the cached pages answered HTTP ${response.status}`);
  memory?.clear();
}

/** Longer than the 60 s idle timeout of common proxies and load balancers. */
const KEEP_ALIVE_MS = 65_000;

async function main(): Promise<void> {
  // Known to this process only: the route that expires the cache answers no one else.
  process.env[CATALOGUE_REFRESH_KEY_ENV] = randomBytes(32).toString('base64url');
  const app = next({
    dev,
    dir: path.resolve(__dirname, '..'),
    hostname: 'localhost',
    port: settings.port,
    // As `next dev` and `next build` do.
    turbopack: true,
  });
  await app.prepare();
  const handle = app.getRequestHandler();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const address = clientAddressOf(
      request.socket.remoteAddress,
      request.headers['x-forwarded-for'],
      settings.trustedProxyHops,
    );
    if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
    else delete request.headers[CLIENT_ADDRESS_HEADER];
    // The same hops decide the scheme and host (same-origin check, Secure cookie, HSTS).
    const origin = trustedOriginOf(request.headers, settings.trustedProxyHops, settings.https);
    stateTrustedOrigin(request.headers, origin, SHOP_ORIGIN_HEADER);

    const https = origin.proto === 'https';
    const memoryKey = memoryKeyOf(request, https);
    const kept = memory && memoryKey !== null ? memory.get(memoryKey) : undefined;
    if (kept) {
      serveStoredPage(request, response, kept);
      return;
    }
    if (!dev) {
      compress(
        request as Parameters<typeof compress>[0],
        response as Parameters<typeof compress>[1],
        () => {},
      );
      applyHeaderRules(request, response, headerRules(request, https, memoryKey));
    }
    const refused = unroutableRequest(request.method, request.url);
    if (refused) {
      response.writeHead(refused.status, refused.headers).end(refused.body);
      return;
    }
    void handle(request, response);
  });

  answerClientErrors(server);
  // Node closes an idle kept-alive connection after 5 s; a client (a proxy, a test's request
  // context) that reuses it at that instant gets ECONNRESET. Outlive the usual 60 s idle time of
  // the proxies in front instead, so the client is the one that closes.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  const close = () => server.close(() => process.exit(0));
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  server.listen(settings.port, () => {
    console.log(`Storefront listening on http://localhost:${settings.port}${dev ? ' (development)' : ''}`);
    if (!dev) {
      watchCatalogue({
        apiUrl: shop.productApiUrl,
        intervalMs: shop.pages.cataloguePollMs,
        onChange: (_version, change) => expireCataloguePages(settings.port, change),
        onReachability: outage.observe,
      });
    }
  });
}

function readConfigOrExit(): ShopConfig {
  try {
    return parseConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

void main();
