// Lighthouse scores of the shop's main pages (issue 4): performance ≥ 95 (≥ 90 on stores, which
// loads the map), accessibility ≥ 95, best practices ≥ 95, SEO 100, CLS ≤ 0.02. The shopping-lists
// page (issue 32, `--pages smartlist,framework`) is the demo customer's with 20 lists of 100 items,
// signed in: its target is time to interactive ≤ 1 s, beside the framework row's.
// Usage: npm run bench:lighthouse [-- --pages home,product] [-- --runs 3] [-- --reports dir]
// Builds if needed, starts the API (throw-away database) and the production storefront on their
// own ports (LIGHTHOUSE_API_PORT, LIGHTHOUSE_WEB_PORT; default 4300 and 3300), serves map tiles
// from a local server so nothing reaches the internet, then runs Lighthouse 12 (mobile preset,
// simulated throttling) `runs` times a page in Debian's Chromium and prints the median of each
// figure (`--reports <dir>` keeps each run's full JSON report). A page that does not answer 200
// is reported as a failure instead of being scored. Two last rows without targets, 'reference'
// (the static privacy page) and 'framework' (a minimal Next.js page), and each row's CPU index
// tell a slow machine or browser from a slow page.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as ChromeLauncher from 'chrome-launcher';
import { buildIfNeeded } from '../scripts/lib/build.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { apiDataFrom } from './lib/api-data.mjs';
import { demoCustomer, fillLists, storefrontCookie } from './lib/demo-customer-lists.mjs';
import { startApi, startWeb, stopAll, waitForUrl } from '../scripts/lib/servers.mjs';
import { buildMinimalNextApp } from './lib/minimal-next-app.mjs';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: 'home,category,search,product,leaflets,stores,reference,framework' },
    runs: { type: 'string', default: '3' },
    // Keep every Lighthouse JSON report in this folder (to open the audits of a run that missed).
    reports: { type: 'string' },
  },
});
const runs = Math.max(1, Number(args.runs) || 3);
const wantedPages = args.pages.split(',').map((p) => p.trim());
const apiPort = Number(process.env.LIGHTHOUSE_API_PORT ?? 4300);
const webPort = Number(process.env.LIGHTHOUSE_WEB_PORT ?? 3300);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
const frameworkUrl = `http://localhost:${webPort + 1}`;

const TARGETS = { performance: 95, accessibility: 95, bestPractices: 95, seo: 100, cls: 0.02 };
/**
 * Lighthouse's launcher (chrome-launcher 1.2) turns these Chromium features off, and RenderDocument
 * too. With RenderDocument off, this Chromium (156) holds a new page's first frame for 1 or 2 s in
 * about half the runs of any page, the static privacy page included, and Lantern then counts all
 * the page's scripts as needed for its first paint (performance 78-88 instead of 91-98).
 * RenderDocument is on in the Chrome shoppers run (Puppeteer no longer turns it off either), so
 * the benchmark keeps Chromium's default. This flag replaces the launcher's whole list, hence the
 * repetition.
 */
const DISABLED_FEATURES = [
  'Translate',
  'OptimizationHints',
  'MediaRouter',
  'DialMediaRouteProvider',
  'CalculateNativeWinOcclusion',
  'InterestFeedContentSuggestions',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'PrivacySandboxSettings4',
].join(',');
/** An observed (unthrottled, loopback) first paint later than this is a browser stall. */
const STALLED_FIRST_FRAME_MS = 800;
/** The store locator loads the map library and tiles: its performance target is lower. */
const PERFORMANCE_TARGET = { stores: 90 };
/**
 * Not a page of the issue: the privacy policy, a static text page with only the shop's header,
 * footer and the framework's scripts. It has no target; its score says how fast this machine is
 * today (the same build scored 8-15 points lower on a slower day), so runs on different days
 * can be compared.
 */
const REFERENCE_PAGE = 'reference';
/**
 * Not a page of the shop: one heading and one paragraph in a Next.js app built with the same
 * `next`, React and basePath, no CSS, no font, no image. What the framework's own scripts score
 * on this machine and browser today: a ceiling for every page of the shop.
 */
const FRAMEWORK_PAGE = 'framework';
const FRAMEWORK_PAGE_JSX =
  '<main><h1>Groceries delivered across Malta</h1><p>One heading and one paragraph: what the ' +
  'framework alone costs a page.</p></main>';
const NO_TARGET = new Set([REFERENCE_PAGE, FRAMEWORK_PAGE]);
/**
 * A customer's page: private, so no search engine reads it (no SEO target), and what the issue
 * asks of it is time to interactive (issue 32: the lists page interactive within 1 s).
 */
const CUSTOMER_PAGES = { smartlist: { lists: 20, items: 100, ttiMs: 1000 } };

/** A plain 256 px map tile, so the store locator's map loads without the internet. */
const TILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">' +
  '<rect width="256" height="256" fill="#e8eee4"/><path d="M0 128H256M128 0V256" stroke="#fff" stroke-width="6"/></svg>';

function startTileServer() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
    res.end(TILE_SVG);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const apiData = apiDataFrom(apiUrl);

/** Real addresses from the seeded catalogue: a main category and an available product with a photo. */
async function pageList() {
  const categories = await apiData('/cli/categories');
  const products = await apiData('/cli/ecommerce/products?p=0');
  const product = products.data.find((p) => p.available && p.imageUrl) ?? products.data[0];
  const all = {
    home: '/app',
    category: `/app/category?id=${categories[0].id}`,
    search: '/app/search?q=milk',
    product: `/app/product/${product.barcode}`,
    leaflets: '/app/leaflets',
    stores: '/app/stores',
    smartlist: '/app/smartlist',
    [REFERENCE_PAGE]: '/app/privacy',
    [FRAMEWORK_PAGE]: '/app',
  };
  const unknown = wantedPages.filter((p) => !(p in all));
  if (unknown.length > 0)
    throw new Error(`unknown page(s) ${unknown.join(', ')}; pick from ${Object.keys(all)}`);
  return Promise.all(
    wantedPages.map(async (name) => ({
      name,
      path: all[name],
      origin: name === FRAMEWORK_PAGE ? frameworkUrl : webUrl,
      cookie: name in CUSTOMER_PAGES ? await customerCookie(CUSTOMER_PAGES[name]) : undefined,
    })),
  );
}

/** The demo customer's session cookie, their lists made as the customer page needs them. */
async function customerCookie({ lists, items }) {
  const customer = demoCustomer();
  const made = await fillLists(apiUrl, customer, { lists, items });
  console.log(`The demo customer has ${made} lists of ${items} items.`);
  return storefrontCookie(webUrl, customer);
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES}`,
];

/**
 * A customer's page needs the session in the browser's cookie jar, not only in the requests:
 * the page's scripts read the signed-in hint from `document.cookie` (lib/session/signed-in-hint.ts),
 * and Lighthouse's `--extra-headers` only adds a header, so the page showed the visitor's text.
 * The bench launches Chromium as Lighthouse would (same launcher, same flags), puts the cookies
 * in through the DevTools protocol and points Lighthouse at it; Lighthouse's storage reset
 * clears service workers and caches between runs, never cookies.
 */
async function withSignedInChrome(url, cookie, run) {
  const chrome = await ChromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const { hostname } = new URL(url);
    await browser.contexts()[0].addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
      }),
    );
    await browser.close();
    return await run(chrome.port);
  } finally {
    await chrome.kill();
  }
}

function lighthouseOnce(url, outputPath, cookie) {
  if (cookie) return withSignedInChrome(url, cookie, (port) => runLighthouse(url, outputPath, port));
  return runLighthouse(url, outputPath);
}

function runLighthouse(url, outputPath, port) {
  const bin = path.join(repoRoot, 'node_modules', '.bin', 'lighthouse');
  const flags = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(port ? [`--port=${port}`] : [`--chrome-flags=${CHROME_FLAGS.join(' ')}`]),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, flags, { env: { ...process.env, CHROME_PATH: chromePath }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} on ${url}`));
      const report = JSON.parse(fs.readFileSync(outputPath, 'utf8'));
      if (report.runtimeError) return reject(new Error(`${url}: ${report.runtimeError.message}`));
      if (port && !fetchedLists(report))
        return reject(new Error(`${url}: the page never asked for the lists (signed out?)`));
      const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
        ttiMs: report.audits.interactive?.numericValue ?? NaN,
        observedFcpMs: report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
        // Lighthouse's own CPU speed reading of this run (higher is faster).
        cpuIndex: report.environment?.benchmarkIndex ?? NaN,
        failed: Object.values(report.categories).flatMap((category) =>
          category.auditRefs
            .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${category.id}:${ref.id}`),
        ),
      });
    });
  });
}

/** Whether the signed-in lists page asked for the customer's lists (GET /app/api/slists) and got them. */
function fetchedLists(report) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return requests.some((r) => new URL(r.url).pathname === '/app/api/slists' && r.statusCode === 200);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measure(page, workDir) {
  const url = `${page.origin}${page.path}`;
  const response = await fetch(url, {
    redirect: 'manual',
    headers: page.cookie ? { cookie: page.cookie } : {},
  });
  await response.arrayBuffer();
  if (response.status !== 200) return { ...page, error: `HTTP ${response.status}` };
  const results = [];
  let stalled = 0;
  for (let i = 0; results.length < runs; i += 1) {
    let result;
    try {
      result = await lighthouseOnce(url, path.join(workDir, `${page.name}-${i}.json`), page.cookie);
    } catch (error) {
      // Lighthouse sometimes loses a run's trace (NO_NAVSTART): run it again, once a run at most.
      if (stalled >= runs) throw error;
      stalled += 1;
      console.log(`  run ${i + 1}: ${error.message}, run again`);
      continue;
    }
    // Should the browser still hold a first frame (see DISABLED_FEATURES), the run measures the
    // browser, not the page: it is run again (at most `runs` times a page) and counted.
    if (result.observedFcpMs > STALLED_FIRST_FRAME_MS && stalled < runs) {
      stalled += 1;
      console.log(`  run ${i + 1}: first frame held until ${Math.round(result.observedFcpMs)} ms, run again`);
      continue;
    }
    results.push(result);
  }
  const of = (key) => median(results.map((r) => r[key]));
  // Audits that lost points in most runs: where to look when a score misses.
  const counts = new Map();
  for (const id of results.flatMap((r) => r.failed)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const losing = [...counts].filter(([, n]) => n > runs / 2).map(([id]) => id);
  return {
    ...page,
    stalled,
    performanceRuns: results.map((r) => r.performance),
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    cls: of('cls'),
    lcpMs: of('lcpMs'),
    ttiMs: of('ttiMs'),
    cpuIndex: of('cpuIndex'),
    losing,
  };
}

function missesOf(row) {
  if (row.error) return [row.error];
  if (NO_TARGET.has(row.name)) return [];
  const customerPage = CUSTOMER_PAGES[row.name];
  if (customerPage) {
    const misses = row.ttiMs <= customerPage.ttiMs ? [] : [`TTI > ${customerPage.ttiMs} ms`];
    if (row.accessibility < TARGETS.accessibility) misses.push(`accessibility < ${TARGETS.accessibility}`);
    return misses;
  }
  const perfTarget = PERFORMANCE_TARGET[row.name] ?? TARGETS.performance;
  const misses = [];
  if (row.performance < perfTarget) misses.push(`performance < ${perfTarget}`);
  if (row.accessibility < TARGETS.accessibility) misses.push(`accessibility < ${TARGETS.accessibility}`);
  if (row.bestPractices < TARGETS.bestPractices) misses.push(`best practices < ${TARGETS.bestPractices}`);
  if (row.seo < TARGETS.seo) misses.push(`SEO < ${TARGETS.seo}`);
  if (!(row.cls <= TARGETS.cls)) misses.push(`CLS > ${TARGETS.cls}`);
  return misses;
}

function printTable(rows) {
  const header = [
    'page',
    'perf',
    'perf runs',
    'stalls',
    'a11y',
    'best pr.',
    'SEO',
    'CLS',
    'LCP ms',
    'TTI ms',
    'CPU index',
    'verdict',
  ];
  const lines = rows.map((row) => {
    const misses = missesOf(row);
    if (row.error) return [row.name, ...header.slice(2).map(() => '-'), `FAILED: ${row.error}`];
    return [
      row.name,
      String(row.performance),
      row.performanceRuns.join(', '),
      String(row.stalled),
      String(row.accessibility),
      String(row.bestPractices),
      String(row.seo),
      row.cls.toFixed(3),
      String(Math.round(row.lcpMs)),
      String(Math.round(row.ttiMs)),
      String(Math.round(row.cpuIndex)),
      NO_TARGET.has(row.name) ? 'no target' : misses.length === 0 ? 'met' : `MISS: ${misses.join(', ')}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const line of lines) console.log(format(line));
  for (const row of rows.filter((r) => r.losing?.length)) {
    console.log(`${row.name}: audits losing points in most runs: ${row.losing.join(', ')}`);
  }
}

buildIfNeeded();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
const tiles = await startTileServer();
const tileUrl = `http://127.0.0.1:${tiles.address().port}/{z}/{x}/{y}.svg`;
const api = startApi(
  { API_PORT: String(apiPort), PGLITE_DIR: path.join(workDir, 'pglite'), LOG_LEVEL: 'warn' },
  { stdio: 'ignore' },
);
const web = startWeb(
  {
    PRODUCT_API_URL: apiUrl,
    SESSION_SECRET: 'bench-session-secret'.padEnd(40, 'x'),
    // Canonical addresses on the origin Lighthouse loads, as in production.
    SITE_URL: webUrl,
    MAP_TILE_URL: tileUrl,
  },
  { port: webPort, stdio: 'ignore' },
);
const framework = wantedPages.includes(FRAMEWORK_PAGE)
  ? startWeb(
      {},
      {
        port: webPort + 1,
        stdio: 'ignore',
        cwd: buildMinimalNextApp('lighthouse-framework', FRAMEWORK_PAGE_JSX),
      },
    )
  : null;
let exitCode = 1;
try {
  await waitForUrl(`${apiUrl}/health`, api, { timeoutMs: 180_000 });
  await waitForUrl(`${webUrl}/app`, web);
  if (framework) await waitForUrl(`${frameworkUrl}/app`, framework);
  const pages = await pageList();
  const rows = [];
  for (const page of pages) {
    console.log(`Lighthouse ${page.name} (${page.path}), ${runs} run(s)…`);
    rows.push(await measure(page, workDir));
  }
  console.log(`\nLighthouse ${runs} run(s) a page, median, mobile preset, ${new Date().toISOString()}`);
  printTable(rows);
  fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(repoRoot, 'bench', 'results', 'lighthouse.json'),
    JSON.stringify({ date: new Date().toISOString(), runs, targets: TARGETS, rows }, null, 2),
  );
  exitCode = rows.every((row) => missesOf(row).length === 0) ? 0 : 1;
} finally {
  if (args.reports) {
    fs.mkdirSync(args.reports, { recursive: true });
    for (const file of fs.readdirSync(workDir).filter((f) => f.endsWith('.json'))) {
      fs.copyFileSync(path.join(workDir, file), path.join(args.reports, file));
    }
  }
  await stopAll([web, api, framework].filter(Boolean));
  tiles.close();
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
