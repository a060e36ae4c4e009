import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { BASE_PATH } from './lib/base-path';
import { SERVICE_WORKER_POLICY } from './server/security-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    // The catalogues are compiled at build time: the browser gets no ICU parser and formats
    // each message without building an IntlMessageFormat (and resolving its locale) first.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  basePath: BASE_PATH,
  // The product API workspace exports its zod contract as TypeScript source.
  transpilePackages: ['@shop/product-api'],
  poweredByHeader: false,
  // server/storefront-server.ts compresses, after it has hashed each page's inline scripts for
  // its Content-Security-Policy; it also sets the security headers of every answer.
  compress: false,
  // Types are checked once, by `npm run verify` (tsc over the storefront, tests and server; CI
  // runs it before the tests); the build does not check them a second time.
  typescript: { ignoreBuildErrors: true },
  // Metadata is rendered into <head> before the page is sent, for every browser, never streamed
  // after it: streaming would add React's inline boundary scripts, which the pages' hash-based
  // Content-Security-Policy does not allow (README: Security headers). A page rendered on its
  // first request would stream it; once kept, the page is complete anyway.
  htmlLimitedBots: /.*/,
  // Next keeps rendered pages in its memory (an LRU of cacheMaxMemorySize, 50 MB by default) and,
  // unless told otherwise, also writes each one to .next/ without any bound: one file set per
  // search text ever asked. Memory only: the catalogue watch expires every page at start-up, so
  // a copy on disk never outlives a restart in use anyway (decision 0007).
  experimental: { isrFlushToDisk: false },
  // The service worker (README: Installable shop and lists offline) is checked on every visit, so a
  // new version reaches the browser at once; its policy lets it fetch from the shop.
  headers: async () => [
    {
      source: '/sw.js',
      headers: [
        { key: 'Cache-Control', value: 'no-cache' },
        { key: 'Content-Security-Policy', value: SERVICE_WORKER_POLICY },
      ],
    },
  ],
};

export default withNextIntl(nextConfig);
