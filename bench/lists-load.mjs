// Adding to a shopping list or to the favourites under load (issue 32: p95 ≤ 20 ms at 50
// connections, on PostgreSQL and PGlite).
// Usage: node bench/lists-load.mjs [--engine pglite|postgres] [--connections 50] [--duration 10]
//        [--warmup 3] [--rounds 3] [--customers 200] [--port 4561] [--rate N]
//        (PostgreSQL on port 54461, or BENCH_PG_PORT)
// Builds a throwaway database with bench/lists-fixture.ts (the demo shop, then the customers, each
// with a list of 20 products and 30 products of their own to add: half already in the list),
// starts the API on it and drives it with autocannon on loopback, every request as a random
// customer with their own token:
//   baseline         GET /cli/profiles/login (who is signed in: the token check and one row)
//   list-add         POST /cli/slists/items/create {id, barcode, amount}: the product page's 'Add
//                    to list' (a product already there adds to its amount); answers the list
//   favourite-add    POST /cli/slists/products/favorite/add {barcode}: the heart (twice = once)
//   favourite-delete POST /cli/slists/products/favorite/delete {barcode}: the heart again
// Rounds and medians as bench/orders-load.mjs (bench/lib/row-rounds.mjs). Every answer must be
// code 0. --rate N sends N requests a second evenly (bench/lib/steady-load.mjs).
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
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    customers: { type: 'string', default: '200' },
    port: { type: 'string', default: '4561' },
    rate: { type: 'string' },
  },
});
const TARGET_MS = 20;
const connections = Number(opts.connections);
const port = Number(opts.port);
const apiUrl = `http://127.0.0.1:${port}`;
const database = benchDatabase({
  engine: opts.engine,
  name: 'lists',
  fixtureScript: 'lists-fixture.ts',
  pgPort: Number(process.env.BENCH_PG_PORT ?? 54461),
});
const fixtureFile = path.join(database.dir, 'fixture.json');

/** The rows of the table: each gives the next request of a customer (method, path, body). */
function rowsOf(data) {
  const choice = (customer) => data.products[pick(customer.choices)];
  return {
    baseline: () => ({ method: 'GET', path: '/cli/profiles/login' }),
    'list-add': (customer) => {
      const product = choice(customer);
      return {
        method: 'POST',
        path: '/cli/slists/items/create',
        body: { id: customer.listId, barcode: product.barcode, amount: product.amount },
      };
    },
    'favourite-add': (customer) => ({
      method: 'POST',
      path: '/cli/slists/products/favorite/add',
      body: { barcode: choice(customer).barcode },
    }),
    'favourite-delete': (customer) => ({
      method: 'POST',
      path: '/cli/slists/products/favorite/delete',
      body: { barcode: choice(customer).barcode },
    }),
  };
}

/** One row for `duration` s, every request as a random customer with their own token. */
function load(data, requestOf, duration) {
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
        const { method, path: requestPath, body } = requestOf(customer);
        return {
          ...req,
          method,
          path: requestPath,
          headers: {
            authorization: `Bearer ${customer.token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        };
      },
    },
  });
}

let api;
let exitCode = 0;
try {
  const started = Date.now();
  database.fixture(['prepare', fixtureFile, '--customers', opts.customers]);
  const data = JSON.parse(fs.readFileSync(fixtureFile, 'utf8'));
  console.log(
    `Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${opts.engine}): ` +
      `${data.customers.length} customers with a list each, ${data.products.length} products.`,
  );
  api = startApi({ ...database.env, API_PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' });
  await waitForUrl(`${apiUrl}/health`, api, { timeoutMs: 180_000 });

  const { rounds, summary } = await runRounds({
    rows: rowsOf(data),
    load: (requestOf, seconds) => load(data, requestOf, seconds),
    warmup: Number(opts.warmup),
    duration: Number(opts.duration),
    rounds: Number(opts.rounds),
    targetMs: TARGET_MS,
  });
  const failed = reportRounds({
    name: 'lists',
    engine: opts.engine,
    connections,
    rate: opts.rate,
    duration: opts.duration,
    targetMs: TARGET_MS,
    rounds,
    summary,
    extra: { customers: data.customers.length },
  });
  if (failed) exitCode = 1;
} finally {
  if (api) await stopAll([api]);
  database.stop();
}
process.exitCode = exitCode;
