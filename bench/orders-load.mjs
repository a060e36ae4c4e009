// The customer's orders under load (issue 29: list and detail p95 ≤ 20 ms at 20 connections with
// 100,000 orders of 1,000 customers, on PostgreSQL and PGlite, beside a baseline in the same run).
// Usage: node bench/orders-load.mjs [--engine pglite|postgres] [--connections 20] [--duration 10]
//        [--warmup 3] [--rounds 3] [--customers 1000] [--orders 100000] [--port 4551] [--rate N]
//        (PostgreSQL on port 54451, or BENCH_PG_PORT)
// Builds a throwaway database with bench/orders-fixture.ts (the demo shop, then the customers and
// their orders written in bulk with INSERT … SELECT, see there), prints the plans of the list,
// count, detail and history queries (EXPLAIN ANALYZE), starts the API on it and drives it with
// autocannon on loopback, every request as a random customer with their own token:
//   baseline     GET /cli/profiles/login (who is signed in: the token check and one row)
//   list-first   GET /cli/ecommerce/orders?s=5&p=0
//   list-middle  GET /cli/ecommerce/orders?s=5&p=<half the pages>
//   list-last    GET /cli/ecommerce/orders?s=5&p=<last page>
//   detail       GET /cli/ecommerce/orders/{id}/fetch, one of the customer's orders at random
// Rounds of rows, the baseline first, and their medians: bench/lib/row-rounds.mjs. Every answer
// must be code 0.
// Without --rate each connection asks again as soon as answered (closed loop: the p95 follows the
// throughput, bench/README.md); --rate N sends N requests a second evenly, whatever the answers,
// at most `connections` in flight (bench/lib/steady-load.mjs): the latency a shopper meets at
// that arrival rate.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startApi, stopAll, waitForUrl } from '../scripts/lib/servers.mjs';
import { benchDatabase } from './lib/bench-database.mjs';
import { loadRow, pick, steadyRow } from './lib/load-rows.mjs';
import { reportRounds, runRounds } from './lib/row-rounds.mjs';

const { values: opts } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    customers: { type: 'string', default: '1000' },
    orders: { type: 'string', default: '100000' },
    port: { type: 'string', default: '4551' },
    rate: { type: 'string' },
  },
});
const TARGET_MS = 20;
const connections = Number(opts.connections);
const port = Number(opts.port);
const apiUrl = `http://127.0.0.1:${port}`;
const database = benchDatabase({
  engine: opts.engine,
  name: 'orders',
  fixtureScript: 'orders-fixture.ts',
  pgPort: Number(process.env.BENCH_PG_PORT ?? 54451),
});
const { fixture } = database;
const fixtureFile = path.join(database.dir, 'fixture.json');

/** The rows of the table: each gives the path of the next request for a customer. */
function rowsOf(data) {
  const pages = Math.ceil(data.ordersPerCustomer / 5);
  return {
    baseline: () => '/cli/profiles/login',
    'list-first': () => '/cli/ecommerce/orders?s=5&p=0',
    'list-middle': () => `/cli/ecommerce/orders?s=5&p=${Math.floor(pages / 2)}`,
    'list-last': () => `/cli/ecommerce/orders?s=5&p=${pages - 1}`,
    detail: (customer) => `/cli/ecommerce/orders/${pick(customer.orderIds)}/fetch`,
  };
}

/** One row for `duration` s, every request as a random customer with their own token. */
function load(data, pathOf, duration) {
  const drive = opts.rate ? steadyRow : loadRow;
  return drive({
    url: apiUrl,
    connections,
    duration,
    rate: Number(opts.rate),
    request: {
      method: 'GET',
      setupRequest(req) {
        const customer = pick(data.customers);
        return { ...req, path: pathOf(customer), headers: { authorization: `Bearer ${customer.token}` } };
      },
    },
  });
}

let api;
let exitCode = 0;
try {
  const started = Date.now();
  fixture(['prepare', fixtureFile, '--customers', opts.customers, '--orders', opts.orders]);
  const data = JSON.parse(fs.readFileSync(fixtureFile, 'utf8'));
  const orderCount = data.customers.reduce((sum, c) => sum + c.orderIds.length, 0);
  console.log(
    `Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${opts.engine}): ` +
      `${data.customers.length} customers, ${orderCount} orders, frozen carts of ` +
      `${Math.min(...data.templateLines)}–${Math.max(...data.templateLines)} lines.`,
  );
  const plans = JSON.parse(fixture(['explain', fixtureFile]));
  for (const [name, lines] of Object.entries(plans)) console.log(`\n${name}:\n  ${lines.join('\n  ')}`);

  api = startApi({ ...database.env, API_PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' });
  await waitForUrl(`${apiUrl}/health`, api, { timeoutMs: 180_000 });

  const { rounds, summary } = await runRounds({
    rows: rowsOf(data),
    load: (pathOf, seconds) => load(data, pathOf, seconds),
    warmup: Number(opts.warmup),
    duration: Number(opts.duration),
    rounds: Number(opts.rounds),
    targetMs: TARGET_MS,
  });
  const failed = reportRounds({
    name: 'orders',
    engine: opts.engine,
    connections,
    rate: opts.rate,
    duration: opts.duration,
    targetMs: TARGET_MS,
    rounds,
    summary,
    extra: { plans, orders: orderCount, customers: data.customers.length },
  });
  if (failed) exitCode = 1;
} finally {
  if (api) await stopAll([api]);
  database.stop();
}
process.exitCode = exitCode;
