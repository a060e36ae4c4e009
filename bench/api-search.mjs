// API search latency under load (issue: p95 under 25 ms at 50 connections on 50,000 products).
// Usage: node bench/api-search.mjs [--engine pglite|postgres] [--products 50000]
//        [--connections 50] [--duration 15] [--path /cli/ecommerce/products] [--cache on|off]
// Builds a benchmark catalogue in a throwaway database, starts the API on it, drives it with
// autocannon on loopback only, and prints p50/p95/p99 from every response time.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postgresAvailable, startPostgres } from '../scripts/lib/postgres.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { startApi, stopAll, waitForUrl } from '../scripts/lib/servers.mjs';

const { values: opts } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    products: { type: 'string', default: '50000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    path: { type: 'string', default: '/cli/ecommerce/products' },
    // off: every request reaches the database (the SQL's own speed); on: the API as deployed.
    cache: { type: 'string', default: 'on' },
  },
});

/** Real shoppers' queries: plain words, Italian words, accents left out, a typo, a filter. */
const QUERIES = [
  'q=milk',
  'q=pasta',
  'q=kinnie',
  'q=hobz',
  'q=pomodori',
  'q=caffe',
  'q=tomatoe',
  'q=cheese',
  'q=water',
  'q=chicken',
  'q=olive%20oil',
  'q=biscuits',
  'q=parmigiano',
  'q=twistees',
  'q=bread&onlyPromotions=true',
  'q=bio&p=2',
];

const port = 4200;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const pg = opts.engine === 'postgres' ? (postgresAvailable() ? startPostgres({ port: 54339 }) : null) : null;
if (opts.engine === 'postgres' && !pg)
  throw new Error('PostgreSQL 15 is not installed (apt-get install postgresql).');
const dbEnv = pg ? { DATABASE_URL: pg.url } : { PGLITE_DIR: path.join(dir, 'pglite') };

let api;
try {
  const prepared = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'bench', 'prepare-catalogue.ts'), opts.products],
    {
      cwd: path.join(repoRoot, 'product-api'),
      stdio: 'inherit',
      env: { ...process.env, ...dbEnv, LOG_LEVEL: 'warn' },
    },
  );
  if (prepared.status !== 0) throw new Error('could not prepare the benchmark catalogue');

  api = startApi({
    ...dbEnv,
    API_PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    ...(opts.cache === 'off' ? { CATALOGUE_CACHE_TTL_SECONDS: '0' } : {}),
  });
  await waitForUrl(`http://127.0.0.1:${port}/health`, api, { timeoutMs: 180_000 });

  const requests = QUERIES.map((q) => ({ method: 'GET', path: `${opts.path}?${q}` }));
  const load = (duration, connections) =>
    new Promise((resolve, reject) => {
      const times = [];
      const instance = autocannon(
        { url: `http://127.0.0.1:${port}`, requests, connections, duration, timeout: 10 },
        (error, result) => (error ? reject(error) : resolve({ result, times })),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });

  await load(3, 10); // warm-up: JIT, query plans, page cache
  const { result, times } = await load(Number(opts.duration), Number(opts.connections));
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]?.toFixed(1);
  const summary = {
    engine: opts.engine,
    products: Number(opts.products),
    path: opts.path,
    cache: opts.cache,
    connections: Number(opts.connections),
    durationSeconds: Number(opts.duration),
    requests: times.length,
    requestsPerSecond: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors,
    p50ms: Number(pct(50)),
    p95ms: Number(pct(95)),
    p99ms: Number(pct(99)),
    date: new Date().toISOString(),
  };
  console.table(summary);
  fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(repoRoot, 'bench', 'results', `api-search-${opts.engine}-cache-${opts.cache}.json`),
    JSON.stringify(summary, null, 2),
  );
} finally {
  if (api) await stopAll([api]);
  pg?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
