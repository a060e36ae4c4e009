// Storefront pages under load (issue 11): cached pages (home, category, product, privacy) at least
// 1,500 requests/s with p95 under 20 ms, search at least 300 requests/s with p95 under 100 ms, at
// 10 connections; reported also as a multiple of Medusa's Next.js starter home (38 requests/s
// here). The bench reports, it does not assert: it exits non-zero only when the shop fails to start.
// `static` is a file of the build (the home page's first stylesheet) through the same server, the
// baseline every page is also reported against (× static, when it is in the run); `search-repeat`
// asks one search text again and again, `search` a new text every request. `framework-miss` is the
// floor under `search`: a minimal Next.js app (the shop's next, React and basePath, no shop code)
// built beside the shop, whose one ISR page is asked at a new address every request, so each
// request is a render and a keep in Next's cache of a page with a heading and a line of text.
// Usage: npm run bench:pages -- [--pages static,home,category,product,privacy,search-repeat,search,
//        framework-miss,home-it]
//        [--duration 10] [--connections 10] [--warmup 2] [--ports 3350,4350] [--skip-build]
// Builds if needed (--skip-build: use .next as it is), starts the API on a throw-away demo
// database and the storefront as `npm start` does (the shop's own server), finds a real category
// and product from the API, then per page: a few requests to warm it, `--warmup` seconds of load
// that are not counted, and `--duration` seconds of autocannon on loopback. p50/p95/p99 come
// from every response time. Every search request asks a text no other request of the run asked
// (bench/lib/search-page-queries.mjs), so no cache can answer it. Requests carry a browser's
// Accept and Accept-Encoding. --ports: storefront,API (the minimal app takes the storefront's + 1;
// clear of start 3000/4000, e2e 3100/4100,
// bench:lighthouse 3300/4300). The table also goes to bench/results/pages.json.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from '../scripts/lib/build.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { startApi, startWeb, stopAll, waitForUrl } from '../scripts/lib/servers.mjs';
import { apiDataFrom } from './lib/api-data.mjs';
import { buildMinimalNextApp } from './lib/minimal-next-app.mjs';
import { searchPageQueries } from './lib/search-page-queries.mjs';

/** Medusa's Next.js starter, home page, 10 connections, measured on this machine kind earlier. */
const MEDUSA_HOME_RPS = 38;
const DEFAULT_PAGES = 'static,home,category,product,privacy,search-repeat,search,framework-miss';
/** The text of the repeated search: a word every grocery has, not among the long-tail texts. */
const REPEATED_SEARCH = 'milk';
/** Requests one by one before the load, so a cached page is in the cache when it starts. */
const WARM_REQUESTS = 5;
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, br',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

const { values: opts } = parseArgs({
  options: {
    pages: { type: 'string', default: DEFAULT_PAGES },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    ports: { type: 'string', default: '3350,4350' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const duration = Number(opts.duration);
const connections = Number(opts.connections);
const warmupSeconds = Number(opts.warmup);
const [webPort, apiPort] = opts.ports.split(',').map(Number);
const wantedPages = opts.pages.split(',').map((p) => p.trim());
const KNOWN_PAGES = [
  'static',
  'home',
  'home-it',
  'category',
  'product',
  'privacy',
  'search-repeat',
  'search',
  'framework-miss',
];
const unknown = wantedPages.filter((p) => !KNOWN_PAGES.includes(p));
if (unknown.length > 0) throw new Error(`unknown page(s) ${unknown.join(', ')}; pick from ${KNOWN_PAGES}`);
if (![duration, connections, webPort, apiPort].every((n) => Number.isInteger(n) && n > 0))
  throw new Error('--duration, --connections and --ports (storefront,API) take whole positive numbers');
if (!(warmupSeconds >= 0)) throw new Error('--warmup takes a number of seconds (0: none)');

const apiUrl = `http://127.0.0.1:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
/** The minimal Next.js app of `framework-miss`, on the port after the storefront's. */
const frameworkUrl = `http://localhost:${webPort + 1}`;
/** Its ISR page: rendered on the first request of each address, then kept, as the shop's search. */
const FRAMEWORK_MISS_ROUTE = {
  'probe/[id]/page.jsx':
    'export function generateStaticParams() { return []; }\n' +
    'export default async function Page({ params }) {\n' +
    '  const { id } = await params;\n' +
    '  return <main><h1>Page {id}</h1><p>A new address: rendered, then kept.</p></main>;\n' +
    '}\n',
};

const apiData = apiDataFrom(apiUrl);

/** Every product of the catalogue, page by page (the demo shop has a few hundred). */
async function allProducts() {
  const products = [];
  for (let p = 0; p < 1000; p++) {
    const page = await apiData(`/cli/ecommerce/products?p=${p}`);
    products.push(...page.data);
    if (page.last || page.data.length === 0) break;
  }
  return products;
}

const categoryNamesOf = (tree) => tree.flatMap((c) => [c.description, ...categoryNamesOf(c.items)]);

/** The baseline: the first stylesheet the home page links, a file of the build Next serves as is. */
async function staticFilePath() {
  const html = await (await fetch(`${webUrl}/app`, { headers: BROWSER_HEADERS })).text();
  const found = /href="(\/app\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  if (!found) throw new Error('the home page links no stylesheet of the build');
  return found;
}

/** The pages to load: real addresses from the catalogue the API serves. */
async function targets() {
  const [tree, treeIt, featured, products] = await Promise.all([
    apiData('/cli/categories?lang=en'),
    apiData('/cli/categories?lang=it'),
    apiData('/cli/ecommerce/products/featured?p=0'),
    allProducts(),
  ]);
  if (tree.length === 0) throw new Error('the catalogue has no category');
  const product = featured.data.find((p) => p.available && p.imageUrl) ?? featured.data[0] ?? products[0];
  if (!product) throw new Error('the catalogue has no product');
  const queries = searchPageQueries({
    products,
    categoryNames: [...categoryNamesOf(tree), ...categoryNamesOf(treeIt)],
  }).filter((q) => q !== REPEATED_SEARCH);
  let asked = 0;
  const nextSearch = () => `/app/search?q=${encodeURIComponent(queries[asked++ % queries.length])}`;
  let probes = 0;
  return {
    queries,
    askedCount: () => asked,
    pages: {
      static: { path: await staticFilePath() },
      home: { path: '/app' },
      'home-it': { path: '/app/it' },
      category: { path: `/app/category?id=${tree[0].id}` },
      product: { path: `/app/product/${product.barcode}` },
      privacy: { path: '/app/privacy' },
      'search-repeat': { path: `/app/search?q=${REPEATED_SEARCH}` },
      search: { path: '/app/search?q=<a new text each request>', next: nextSearch },
      'framework-miss': {
        origin: frameworkUrl,
        path: '/app/probe/<a new number each request>',
        next: () => `/app/probe/${++probes}`,
      },
    },
  };
}

/** autocannon's requests: the same address, or for search a new one built for every request. */
function requestsFor(page) {
  return page.next
    ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: page.next() }) }]
    : [{ method: 'GET', path: page.path }];
}

function load(page, seconds) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url: page.origin ?? webUrl,
        requests: requestsFor(page),
        headers: BROWSER_HEADERS,
        connections,
        duration: seconds,
        timeout: 30,
      },
      (error, result) => (error ? reject(error) : resolve({ result, times })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** One request as a browser sends it; the headers that say whether and how the page is cached. */
async function probe(pagePath, origin = webUrl) {
  const res = await fetch(`${origin}${pagePath}`, { headers: BROWSER_HEADERS, redirect: 'manual' });
  await res.arrayBuffer();
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control') ?? '(none)',
    pageCache: res.headers.get('x-shop-page-cache') ?? '(none)',
    encoding: res.headers.get('content-encoding') ?? '(none)',
    // Names only: what a shared cache would have to strip or refuse to keep.
    setCookie: res.headers.getSetCookie().map((c) => c.split('=')[0]),
  };
}

const percentile = (sorted, p) =>
  Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]?.toFixed(1) ?? NaN);

function commit() {
  const out = spawnSync('git', ['log', '-1', '--oneline'], { cwd: repoRoot, encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim() : '(unknown)';
}

if (!opts['skip-build']) buildIfNeeded();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pages-'));
// Both servers share it, as in `npm start`: the storefront vouches for addresses with it and, from
// issue 11, calls its own cache revalidation with it.
const bffSecret = randomBytes(32).toString('base64url');
const api = startApi(
  {
    API_PORT: String(apiPort),
    PGLITE_DIR: path.join(dir, 'pglite'),
    LOG_LEVEL: 'warn',
    BFF_SECRET: bffSecret,
  },
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const web = startWeb(
  {
    PRODUCT_API_URL: apiUrl,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    BFF_SECRET: bffSecret,
  },
  { port: webPort, stdio: ['ignore', 'ignore', 'inherit'] },
);
const framework = wantedPages.includes('framework-miss')
  ? startWeb(
      {},
      {
        port: webPort + 1,
        cwd: buildMinimalNextApp('pages-framework', '<main />', { routes: FRAMEWORK_MISS_ROUTE }),
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
  : null;
try {
  await waitForUrl(`${apiUrl}/health`, api, { timeoutMs: 180_000 });
  await waitForUrl(`${webUrl}/app`, web);
  if (framework) await waitForUrl(`${frameworkUrl}/app`, framework);
  const { pages, queries, askedCount } = await targets();
  console.log(
    `Storefront ${webUrl}, API ${apiUrl}; ${connections} connections, ${duration} s a page after ` +
      `${WARM_REQUESTS} requests and ${warmupSeconds} s of warm-up; ${queries.length} distinct search texts.`,
  );

  const rows = [];
  const headerRows = [];
  let staticRps = null;
  for (const name of wantedPages) {
    const page = pages[name];
    const samplePath = () => (page.next ? page.next() : page.path);
    const first = await probe(samplePath(), page.origin);
    for (let i = 1; i < WARM_REQUESTS; i++) await probe(samplePath(), page.origin);
    if (warmupSeconds > 0) await load(page, warmupSeconds);
    const warm = await probe(samplePath(), page.origin);
    headerRows.push({
      page: name,
      status: warm.status,
      'Cache-Control': warm.cacheControl,
      'X-Shop-Page-Cache (first, warm)': `${first.pageCache}, ${warm.pageCache}`,
      'Content-Encoding': warm.encoding,
      'Set-Cookie': warm.setCookie.join(', ') || 'none',
    });

    const { result, times } = await load(page, duration);
    times.sort((a, b) => a - b);
    const rps = result.requests.average;
    rows.push({
      page: name,
      path: page.path,
      'requests/s': Math.round(rps),
      'p50 ms': percentile(times, 50),
      'p95 ms': percentile(times, 95),
      'p99 ms': percentile(times, 99),
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
      '× Medusa home': Number((rps / MEDUSA_HOME_RPS).toFixed(1)),
    });
    if (name === 'static') staticRps = rps;
    console.log(`${name}: ${Math.round(rps)} requests/s, p95 ${percentile(times, 95)} ms`);
  }

  if (staticRps) for (const row of rows) row['× static'] = Number((row['requests/s'] / staticRps).toFixed(2));
  const searchRepeats = Math.max(0, askedCount() - queries.length);
  const summary = {
    date: new Date().toISOString(),
    commit: commit(),
    connections,
    durationSeconds: duration,
    warmupSeconds,
    medusaHomeRequestsPerSecond: MEDUSA_HOME_RPS,
    searchTexts: { distinct: queries.length, asked: askedCount(), repeats: searchRepeats },
    loadAverage: os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' '),
  };
  console.log(`\nPages under load (${summary.commit}, ${summary.date}):`);
  console.table(rows);
  console.log('One response of each page after its warm-up:');
  console.table(headerRows);
  if (wantedPages.includes('search'))
    console.log(
      `Search: ${summary.searchTexts.asked} texts asked of ${queries.length} distinct, ` +
        (searchRepeats === 0
          ? 'none twice.'
          : `${searchRepeats} asked a second time (the list ran out: shorten --duration).`),
    );
  console.log(`Load average at the end: ${summary.loadAverage}.`);
  fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(repoRoot, 'bench', 'results', 'pages.json'),
    JSON.stringify({ summary, rows, headers: headerRows }, null, 2),
  );
} finally {
  await stopAll([web, api, ...(framework ? [framework] : [])]);
  fs.rmSync(dir, { recursive: true, force: true });
}
