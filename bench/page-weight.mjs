// Home page weight (issue: first-load JavaScript at most 60 kB gzipped above an empty Next.js
// route's). Usage: node bench/page-weight.mjs [--page /product/5357221003019]
// (after `npm run build`, or it builds first). --page weighs another page of the shop the same way,
// with its HTML (gzip) beside its scripts: issue 33's product page, against a checkout before it.
// First-load JS = every script the server-rendered HTML loads, each file read from the build's
// .next/static folder and gzipped here. The baseline is a throwaway Next.js app with one empty
// page, the same `next`, React and basePath (bench/lib/minimal-next-app.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from '../scripts/lib/build.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { startApi, startWeb, stopAll, waitForUrl } from '../scripts/lib/servers.mjs';
import { buildMinimalNextApp } from './lib/minimal-next-app.mjs';

/** The scripts an HTML page loads: <script src> and preloaded script chunks, each once. */
function scriptsOf(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="preload"[^>]+as="script"[^>]+href="([^"]+\.js)"/g))
    urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]+as="script"/g)) urls.add(m[1]);
  return [...urls];
}

function weigh(appDir, html) {
  const files = scriptsOf(html).map((url) => {
    const rel = url.replace(/^\/app\/_next\//, '').split('?')[0];
    const bytes = fs.readFileSync(path.join(appDir, '.next', decodeURIComponent(rel)));
    return { file: rel, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const sum = (k) => files.reduce((n, f) => n + f[k], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

async function htmlOf(url, child) {
  await waitForUrl(url, child);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

const { values: opts } = parseArgs({ options: { page: { type: 'string', default: '' } } });
const pagePath = `/app${opts.page === '/' ? '' : opts.page}`;

async function measureShop() {
  buildIfNeeded();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-weight-'));
  const api = startApi(
    { API_PORT: '4400', PGLITE_DIR: path.join(dir, 'pglite'), LOG_LEVEL: 'warn' },
    { stdio: 'ignore' },
  );
  const web = startWeb(
    { PRODUCT_API_URL: 'http://127.0.0.1:4400', SESSION_SECRET: 'bench-session-secret'.padEnd(40, 'x') },
    { port: 3400, stdio: 'ignore' },
  );
  try {
    await waitForUrl('http://127.0.0.1:4400/health', api, { timeoutMs: 180_000 });
    const html = await htmlOf(`http://localhost:3400${pagePath}`, web);
    return { ...weigh(repoRoot, html), htmlGzip: gzipSync(Buffer.from(html), { level: 9 }).length };
  } finally {
    await stopAll([web, api]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function measureEmptyApp() {
  const dir = buildMinimalNextApp('empty-next', '<main />');
  const server = startWeb({}, { port: 3401, stdio: 'ignore', cwd: dir });
  try {
    return weigh(dir, await htmlOf('http://localhost:3401/app', server));
  } finally {
    await stopAll([server]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (n) => Math.round((n / 1024) * 10) / 10;
const shop = await measureShop();
if (opts.page) {
  // Another page: its own weight, compared by running this in two checkouts (bench/README.md).
  console.table({
    page: pagePath,
    scriptsGzipKb: kb(shop.gzip),
    htmlGzipKb: kb(shop.htmlGzip),
    totalGzipKb: kb(shop.gzip + shop.htmlGzip),
    files: shop.files.length,
    date: new Date().toISOString(),
  });
  process.exit(0);
}
const empty = await measureEmptyApp();
const summary = {
  homeFirstLoadJsGzipKb: kb(shop.gzip),
  emptyRouteFirstLoadJsGzipKb: kb(empty.gzip),
  differenceGzipKb: kb(shop.gzip - empty.gzip),
  budgetKb: 60,
  homeFiles: shop.files.length,
  emptyFiles: empty.files.length,
  homeRawKb: kb(shop.raw),
  date: new Date().toISOString(),
};
console.table(summary);
console.log('Home page scripts (gzip kB):');
for (const f of shop.files.sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${kb(f.gzip).toString().padStart(6)}  ${f.file}`);
fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(repoRoot, 'bench', 'results', 'page-weight.json'),
  JSON.stringify(summary, null, 2),
);
process.exit(summary.differenceGzipKb <= summary.budgetKb ? 0 : 1);
