// Storefront resident memory under load (issue 10: start, peak and after a minute idle, under 20
// connections for 60 s on home and on search).
// Usage: node bench/storefront-memory.mjs [--duration 60] [--connections 20] [--idle 60]
//        [--port 3750] [--node-options "--max-old-space-size=256"] [--skip-build]
// Starts the API (throwaway demo database) and the storefront as `npm start` does, reads the
// storefront's resident memory (VmRSS of its process and of any child processes) every second,
// drives home then search with autocannon on loopback, idles, and prints RSS at each step; the
// per-second samples go to bench/results/storefront-memory.json. The API listens on --port + 1000;
// its RSS (the pages' API calls) is read at the same steps.
// --node-options: NODE_OPTIONS for the storefront only (e.g. to cap the V8 heap and see whether
// the growth is heap the collector has not yet given back; Node refuses --trace-gc there).
// --skip-build: use .next as it is.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from '../scripts/lib/build.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { startApi, startWeb, stopAll, waitForUrl } from '../scripts/lib/servers.mjs';
import { processTree, treeRssMb } from './lib/process-usage.mjs';
import { SEARCH_QUERIES } from './lib/search-queries.mjs';

const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '20' },
    idle: { type: 'string', default: '60' },
    port: { type: 'string', default: '3750' },
    'node-options': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const duration = Number(opts.duration);
const connections = Number(opts.connections);
const idleSeconds = Number(opts.idle);
const webPort = Number(opts.port);
const apiPort = webPort + 1000;

/** bench:api's real queries; the search page has no page parameter (`p`). */
const PAGE_QUERIES = SEARCH_QUERIES.map((query) => query.replace(/&p=\d+$/, ''));
const PAGES = [
  { page: 'home', requests: [{ method: 'GET', path: '/app' }] },
  { page: 'search', requests: PAGE_QUERIES.map((q) => ({ method: 'GET', path: `/app/search?${q}` })) },
];

function load(requests) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      { url: `http://localhost:${webPort}`, requests, connections, duration, timeout: 30 },
      (error, result) => (error ? reject(error) : resolve({ result, times })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const sleep = (seconds) => new Promise((r) => setTimeout(r, seconds * 1000));

if (!opts['skip-build']) buildIfNeeded();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-memory-'));
const api = startApi(
  { API_PORT: String(apiPort), PGLITE_DIR: path.join(dir, 'pglite'), LOG_LEVEL: 'warn' },
  { stdio: 'ignore' },
);
const web = startWeb(
  {
    PRODUCT_API_URL: `http://127.0.0.1:${apiPort}`,
    SESSION_SECRET: 'bench-session-secret'.padEnd(40, 'x'),
    ...(opts['node-options'] ? { NODE_OPTIONS: opts['node-options'] } : {}),
  },
  { port: webPort, stdio: ['ignore', 'ignore', 'inherit'] },
);
const samples = []; // { s: seconds since the first sample, phase, rssMb, apiRssMb }
let phase = 'start';
const started = Date.now();
const sample = () =>
  samples.push({
    s: Math.round((Date.now() - started) / 1000),
    phase,
    rssMb: treeRssMb(web.pid),
    apiRssMb: treeRssMb(api.pid),
  });
let sampler;
try {
  await waitForUrl(`http://127.0.0.1:${apiPort}/health`, api, { timeoutMs: 180_000 });
  await waitForUrl(`http://localhost:${webPort}/app`, web);
  const processes = processTree(web.pid).length;
  sample();
  sampler = setInterval(sample, 1000);
  const rows = [];
  for (const { page, requests } of PAGES) {
    const before = treeRssMb(web.pid);
    phase = page;
    const { result, times } = await load(requests);
    times.sort((a, b) => a - b);
    const pct = (p) =>
      Number(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]?.toFixed(0));
    const during = samples.filter((s) => s.phase === page);
    rows.push({
      page,
      'requests/s': Math.round(result.requests.average),
      'non-2xx': result.non2xx + result.errors + result.timeouts,
      'p50 ms': pct(50),
      'p95 ms': pct(95),
      'RSS before MB': before,
      'peak MB': Math.max(before, ...during.map((s) => s.rssMb)),
      'end of load MB': treeRssMb(web.pid),
      'API peak MB': Math.max(...during.map((s) => s.apiRssMb)),
      'API end of load MB': treeRssMb(api.pid),
    });
  }
  phase = 'idle';
  await sleep(idleSeconds);
  const idleMb = treeRssMb(web.pid);
  const apiIdleMb = treeRssMb(api.pid);
  clearInterval(sampler);

  const startMb = rows[0]['RSS before MB'];
  const summary = {
    startMb,
    peakMb: Math.max(...samples.map((s) => s.rssMb)),
    afterIdleMb: idleMb,
    apiStartMb: samples[0].apiRssMb,
    apiPeakMb: Math.max(...samples.map((s) => s.apiRssMb)),
    apiAfterIdleMb: apiIdleMb,
    idleSeconds,
    connections,
    durationSeconds: duration,
    processes,
    nodeOptions: opts['node-options'] ?? null,
    loadAverage: os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' '),
    date: new Date().toISOString(),
  };
  console.table(rows);
  console.log(
    `Storefront RSS: ${startMb} MB at start, peak ${summary.peakMb} MB, ${idleMb} MB after ${idleSeconds} s idle ` +
      `(${processes} process${processes > 1 ? 'es' : ''}, load average ${summary.loadAverage}).`,
  );
  console.log(
    `Product API RSS: ${summary.apiStartMb} MB at start, peak ${summary.apiPeakMb} MB, ${apiIdleMb} MB after ${idleSeconds} s idle.`,
  );
  fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(repoRoot, 'bench', 'results', 'storefront-memory.json'),
    JSON.stringify({ summary, rows, samples }, null, 2),
  );
} finally {
  clearInterval(sampler);
  await stopAll([web, api]);
  fs.rmSync(dir, { recursive: true, force: true });
}
