// The store's picking calls under load (issue 29: a 60-line pick list loads in p95 ≤ 50 ms, saving
// a picked line p95 ≤ 20 ms), at 20 connections, each beside a baseline row in the same run
// (GET /ops/me: a staff call with the same sign-in check and no order).
// Usage: node bench/pick-load.mjs [--engine pglite|postgres] [--connections 20] [--duration 10]
//        [--warmup 3] [--orders 20] [--lines 60] [--port 4541] [--rate N]
//        (PostgreSQL on TEST_PG_PORT, default 54541)
// Builds a throwaway database (the demo shop, then bench/pick-fixture.ts places the orders), starts
// the API on it and drives it with autocannon on loopback. Every answer must be code 0. --rate N
// sends N requests a second evenly instead of as fast as answered (bench/lib/steady-load.mjs;
// bench/README.md, Closed loops queue): the latency a picker meets at that rate.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postgresAvailable, startPostgres } from '../scripts/lib/postgres.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { startApi, stopAll, waitForUrl } from '../scripts/lib/servers.mjs';
import { loadAverage, loadRow, pick, steadyRow } from './lib/load-rows.mjs';

const { values: opts } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    orders: { type: 'string', default: '20' },
    lines: { type: 'string', default: '60' },
    port: { type: 'string', default: '4541' },
    rate: { type: 'string' },
  },
});
if (!['pglite', 'postgres'].includes(opts.engine)) throw new Error('--engine is pglite or postgres');
const connections = Number(opts.connections);
const apiUrl = `http://127.0.0.1:${opts.port}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pick-'));
const fixtureFile = path.join(dir, 'fixture.json');
const pg =
  opts.engine === 'postgres' && postgresAvailable()
    ? startPostgres({ port: Number(process.env.TEST_PG_PORT ?? 54541) })
    : null;
if (opts.engine === 'postgres' && !pg) throw new Error('PostgreSQL 15 is not installed.');
const dbEnv = {
  ...(pg ? { DATABASE_URL: pg.url } : { PGLITE_DIR: path.join(dir, 'pglite') }),
  JWT_SECRET: randomBytes(48).toString('base64url'),
};

const load = (request, duration) =>
  (opts.rate ? steadyRow : loadRow)({ url: apiUrl, connections, duration, rate: Number(opts.rate), request });

let api;
let exitCode = 0;
try {
  const fixture = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'bench', 'pick-fixture.ts'),
      'prepare',
      fixtureFile,
      '--orders',
      opts.orders,
      '--lines',
      opts.lines,
    ],
    {
      cwd: path.join(repoRoot, 'product-api'),
      stdio: 'inherit',
      env: { ...process.env, ...dbEnv, LOG_LEVEL: 'warn' },
    },
  );
  if (fixture.status !== 0) throw new Error('pick-fixture.ts failed');
  const data = JSON.parse(fs.readFileSync(fixtureFile, 'utf8'));
  const headers = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };

  api = startApi({ ...dbEnv, API_PORT: opts.port, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' });
  await waitForUrl(`${apiUrl}/health`, api, { timeoutMs: 180_000 });

  // One answer first: the pick list must be whole, or the figures would time an error.
  const first = await (await fetch(`${apiUrl}/ops/orders/${data.orderIds[0]}/pick-list`, { headers })).json();
  const lineCount = first.data?.aisles?.reduce((sum, aisle) => sum + aisle.lines.length, 0);
  if (first.responseCode !== 0 || lineCount !== Number(opts.lines))
    throw new Error(`pick list not as prepared: ${JSON.stringify(first).slice(0, 300)}`);

  const rows = {
    'baseline GET /ops/me': { method: 'GET', path: '/ops/me', headers },
    [`GET pick-list (${opts.lines} lines)`]: {
      method: 'GET',
      headers,
      setupRequest: (req) => ({ ...req, path: `/ops/orders/${pick(data.orderIds)}/pick-list` }),
    },
    'POST pick-lines (one line picked)': {
      method: 'POST',
      headers,
      setupRequest: (req) => {
        const line = pick(data.lines);
        return {
          ...req,
          path: `/ops/orders/${pick(data.orderIds)}/pick-lines`,
          body: JSON.stringify({ state: 'picked', barcode: line.barcode, amount: line.amount }),
        };
      },
    },
  };
  const targets = { 'GET pick-list': 50, 'POST pick-lines': 20 };
  const table = {};
  for (const [name, request] of Object.entries(rows)) {
    await load(request, Number(opts.warmup));
    const run = await load(request, Number(opts.duration));
    const target = Object.entries(targets).find(([prefix]) => name.startsWith(prefix))?.[1];
    table[name] = {
      ...run,
      target: target === undefined ? '' : `p95 ≤ ${target} ms: ${run.p95ms <= target ? 'met' : 'NOT met'}`,
    };
    if (run.errors > 0) exitCode = 1;
  }
  console.log(
    `${opts.engine}, ${connections} connections` +
      `${opts.rate ? ` at ${opts.rate} requests a second, evenly` : ''}, ` +
      `${opts.duration} s a row, load average ${loadAverage()}`,
  );
  console.table(table);
  fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(
      repoRoot,
      'bench',
      'results',
      `pick-${opts.engine}-c${connections}${opts.rate ? `-r${opts.rate}` : ''}.json`,
    ),
    JSON.stringify({ date: new Date().toISOString(), loadavg: os.loadavg(), table }, null, 2),
  );
} finally {
  if (api) await stopAll([api]);
  pg?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exitCode = exitCode;
