import './source-maps-off';
import compression from 'compression';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { CLIENT_ADDRESS_HEADER } from '../lib/bff/shopper-address';
import { clientAddressOf } from './client-address';
import { brandTokensCss, parseConfig, type ShopConfig } from '../lib/shop-config';
import { cspHash, inlineScriptHashesOf } from './inline-content';
import { applyHeaderRules, type ResponseHeaderRules } from './page-policy-response';
import { NON_PAGE_POLICY, pagePolicy, staticSecurityHeaders, tileOriginsOf } from './security-headers';
import { unroutableRequest } from './unroutable-request';

/**
 * The storefront's HTTP server: Next.js behind two things `next start` cannot do. It tells the
 * app the shopper's address from the socket (Next keeps a browser-written X-Forwarded-For as it
 * is), and it gives each page a Content-Security-Policy with the hashes of that page's inline
 * scripts. Compression happens here, after the policy is computed (next.config.ts turns Next's
 * own off).
 */
const dev = process.argv.includes('--dev');
const shop = readConfigOrExit();
const settings = shop.server;
const tileOrigins = tileOriginsOf(shop.map.tileUrl);
// The one inline style block of the shop: the layout's brand colours. It is allowed on every page,
// also where the browser inserts it itself (Next's error shell of a 404 renders in the browser).
const styleHashes = [cspHash(brandTokensCss(shop.brand))];
const compress = compression();

function headerRules(request: IncomingMessage): ResponseHeaderRules {
  const https = isHttps(request, settings);
  return {
    defaults: staticSecurityHeaders(https),
    nonPagePolicy: NON_PAGE_POLICY,
    pagePolicy: (html) =>
      pagePolicy({ scripts: inlineScriptHashesOf(html), styles: styleHashes }, { tileOrigins, https }),
  };
}

function isHttps(request: IncomingMessage, settings: ShopConfig['server']): boolean {
  if (settings.https) return true;
  if (settings.trustedProxyHops === 0) return false;
  const proto = request.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto.join(',') : (proto ?? '')).split(',').at(-1)?.trim() === 'https';
}

async function main(): Promise<void> {
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

    if (!dev) {
      compress(
        request as Parameters<typeof compress>[0],
        response as Parameters<typeof compress>[1],
        () => {},
      );
      applyHeaderRules(request, response, headerRules(request));
    }
    const refused = unroutableRequest(request.method, request.url);
    if (refused) {
      response.writeHead(refused.status, refused.headers).end(refused.body);
      return;
    }
    void handle(request, response);
  });

  const close = () => server.close(() => process.exit(0));
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  server.listen(settings.port, () => {
    console.log(`Storefront listening on http://localhost:${settings.port}${dev ? ' (development)' : ''}`);
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
