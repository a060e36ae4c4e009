// Cart and order placement under load (issue 13: add to cart p95 ≤ 20 ms at 50 connections on
// PostgreSQL and PGlite; freeze p95 ≤ 100 ms at 20 connections on PostgreSQL, with the slot race).
// Usage: node bench/cart-load.mjs [--mode store|freeze] [--engine pglite|postgres]
//        [--connections 50|20] [--duration 15] [--warmup 3] [--customers 200|2000]
//        [--slots 20] [--capacity 50] [--port 4220] [--rate N]   (PostgreSQL on TEST_PG_PORT, default 54353)
// --rate N: N requests a second over all connections (shoppers who click, then look); without it
// every connection sends again the moment it is answered, which measures the most the API serves.
// autocannon sends each second's N requests together; --steady with --rate spreads them evenly
// instead (one every 1000/N ms, at most --connections in flight), as independent shoppers arrive.
// Builds a throwaway database (the demo shop plus the customers, their carts and tokens, made by
// bench/cart-fixture.ts), starts the API on it and drives it with autocannon on loopback.
// store: each request sets a random line of one shopper's pick-up cart (a product of the
// shopper's list of 30; carts start with 10 lines) to a new amount, pieces or kilograms as the
// product's stepper allows. Every answer must be code 0.
// freeze: each request places a different shopper's cart (3 lines) into a random slot of a few
// small ones; 0 and 4028 (slot full) are both right. A refused shopper may try again later, as
// people do. After the run the slots' places are checked against the orders.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { startApi, stopAll, waitForUrl } from '../scripts/lib/servers.mjs';
import { benchDatabase } from './lib/bench-database.mjs';
import { percentile, pick, round1, rowFigures } from './lib/load-rows.mjs';
import { steadyLoad } from './lib/steady-load.mjs';

const { values: opts } = parseArgs({
  options: {
    mode: { type: 'string', default: 'store' },
    engine: { type: 'string', default: 'pglite' },
    connections: { type: 'string' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    customers: { type: 'string' },
    slots: { type: 'string', default: '20' },
    capacity: { type: 'string', default: '50' },
    port: { type: 'string', default: '4220' },
    rate: { type: 'string' },
    steady: { type: 'boolean', default: false },
  },
});

const MODES = {
  store: { path: '/cli/ecommerce/cart/store', connections: 50, customers: 200, target: 20 },
  freeze: { path: '/cli/ecommerce/cart/freeze', connections: 20, customers: 2000, target: 100 },
};
const mode = MODES[opts.mode];
if (!mode) throw new Error(`--mode is store or freeze, not ${opts.mode}`);
const connections = Number(opts.connections ?? mode.connections);
const customerCount = Number(opts.customers ?? mode.customers);
const SLOT_FULL = 4028;

const port = Number(opts.port);
const apiUrl = `http://127.0.0.1:${port}`;
const database = benchDatabase({
  engine: opts.engine,
  name: 'cart',
  fixtureScript: 'cart-fixture.ts',
  pgPort: Number(process.env.TEST_PG_PORT ?? 54353),
});
const { fixture } = database;
const fixtureFile = path.join(database.dir, 'fixture.json');

/**
 * What each request sends and which answers are right. `next()` gives the shopper and body of
 * the next request (null: nobody left), `done(shopper, code)` is told each answer.
 */
function storeTraffic(data) {
  // One request at a time per shopper, as one person clicking: a busy shopper is not picked.
  const busy = new Set();
  return {
    ok: (code) => code === 0,
    next() {
      let shopper;
      do shopper = pick(data.customers);
      while (busy.has(shopper));
      busy.add(shopper);
      const product = data.products[pick(shopper.products)];
      return {
        shopper,
        body: { cartId: shopper.cartId, barcode: product.barcode, [product.field]: pick(product.amounts) },
      };
    },
    done: (shopper) => busy.delete(shopper),
  };
}

/**
 * Fresh shoppers first; one refused with 4028 goes to the back of the queue and tries again, as
 * people do. One queue for the warm-up and the run (`slots` changes between them), so nobody
 * placed, or still waiting for an answer when a phase stopped, is sent again.
 */
function freezeTraffic(data) {
  const waiting = [...data.customers];
  const placed = new Set();
  const checkout = {
    profileEmail: 'bench.shopper@example.mt',
    profileMobilePhone: '79123456',
    profileMobilePhonePrefix: '356',
    firstName: 'Bench',
    lastName: 'Shopper',
    paymentMode: 'CASH',
    notes: '',
    invoice: false,
    enableProductsReplacement: true,
    clientWeb: true,
    gift: false,
  };
  return {
    slots: [],
    placed,
    ok: (code) => code === 0 || code === SLOT_FULL,
    next() {
      const shopper = waiting.shift();
      // autocannon cannot skip a request; the shopper count is checked against the places first.
      if (!shopper) throw new Error('No shopper left to place an order: raise --customers');
      return { shopper, body: { ...checkout, cartId: shopper.cartId, timeSlotId: pick(this.slots) } };
    },
    done(shopper, code) {
      if (code === SLOT_FULL) waiting.push(shopper);
      if (code === 0) placed.add(shopper.cartId);
    },
  };
}

/** A request's headers: the shopper's token, and for freeze one key per attempt, as the checkout sends it. */
function headersOf(shopper) {
  return {
    'content-type': 'application/json',
    authorization: `Bearer ${shopper.token}`,
    ...(opts.mode === 'freeze' ? { 'idempotency-key': randomUUID() } : {}),
  };
}

/** What a run reports: counts, latency percentiles overall and the p95 of each answer code. */
function summaryOf(samples, codes, errors, duration) {
  const sorted = (list) => list.map((s) => s.ms).sort((a, b) => a - b);
  const of = (code) => sorted(samples.filter((s) => s.code === code));
  return {
    ...rowFigures(
      samples.map((s) => s.ms),
      duration,
      errors,
    ),
    codes,
    p95msOfCode: Object.fromEntries(Object.keys(codes).map((c) => [c, round1(percentile(of(c), 95))])),
  };
}

/**
 * autocannon for `duration` s; latency from every response, paired with the envelope's code
 * (autocannon calls onResponse and then emits 'response' for the same answer, synchronously).
 */
function load(traffic, duration) {
  return new Promise((resolve, reject) => {
    const samples = [];
    const codes = {};
    let errors = 0;
    let lastCode = null;
    const request = {
      method: 'POST',
      path: mode.path,
      setupRequest(req, context) {
        const next = traffic.next();
        context.shopper = next.shopper;
        return {
          ...req,
          headers: headersOf(next.shopper),
          body: JSON.stringify(next.body),
        };
      },
      onResponse(status, body, context) {
        let code = null;
        try {
          code = JSON.parse(body).responseCode ?? null;
        } catch {
          // not an envelope: counted as an error below
        }
        lastCode = status >= 200 && status < 300 ? code : `HTTP ${status}`;
        if (context.shopper) traffic.done(context.shopper, code);
      },
    };
    const instance = autocannon(
      {
        url: apiUrl,
        requests: [request],
        connections,
        duration,
        timeout: 10,
        // Requests a second over all connections; unset: each connection sends as soon as answered.
        ...(opts.rate ? { overallRate: Number(opts.rate) } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve(summaryOf(samples, codes, errors + result.errors + result.timeouts, duration));
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      const code = String(lastCode);
      codes[code] = (codes[code] ?? 0) + 1;
      if (!traffic.ok(lastCode)) errors += 1;
      samples.push({ ms: responseTime, code });
    });
  });
}

/** The steady load's turns (bench/lib/steady-load.mjs), each answer counted as `load` counts it. */
async function steadyRun(traffic, duration, rate) {
  const codes = {};
  let errors = 0;
  const samples = await steadyLoad({
    url: apiUrl,
    connections,
    duration,
    rate,
    next: () => {
      const next = traffic.next();
      return {
        request: {
          method: 'POST',
          path: mode.path,
          headers: headersOf(next.shopper),
          body: JSON.stringify(next.body),
        },
        settled: (code) => {
          traffic.done(next.shopper, code);
          codes[String(code)] = (codes[String(code)] ?? 0) + 1;
          if (!traffic.ok(code)) errors += 1;
        },
      };
    },
  });
  return summaryOf(samples, codes, errors, duration);
}

let api;
let exitCode = 0;
try {
  const warmupSlots = 4;
  const places = (Number(opts.slots) + warmupSlots) * Number(opts.capacity);
  if (opts.mode === 'freeze' && customerCount < places + 2 * connections)
    throw new Error(`--customers must be at least ${places + 2 * connections}: every place can be taken`);
  const prepareArgs = ['prepare', opts.mode, fixtureFile, '--customers', String(customerCount)];
  if (opts.mode === 'store') prepareArgs.push('--lines', '10', '--list', '30');
  else
    prepareArgs.push(
      '--lines',
      '3',
      '--slots',
      opts.slots,
      '--capacity',
      opts.capacity,
      '--warmup-slots',
      String(warmupSlots),
    );
  const started = Date.now();
  fixture(prepareArgs);
  const data = JSON.parse(fs.readFileSync(fixtureFile, 'utf8'));
  console.log(
    `Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${opts.engine}): ` +
      `${data.customers.length} shoppers, ${data.products.length} products to choose from.`,
  );

  api = startApi({ ...database.env, API_PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' });
  await waitForUrl(`${apiUrl}/health`, api, { timeoutMs: 180_000 });

  // Warm-up (JIT, query plans, pages): store on the same carts; freeze into slots of its own, so
  // the race slots start empty.
  const freezing = opts.mode === 'freeze' ? freezeTraffic(data) : null;
  if (freezing) freezing.slots = data.warmupSlots;
  const drive =
    opts.steady && opts.rate ? (traffic, seconds) => steadyRun(traffic, seconds, Number(opts.rate)) : load;
  const warm = await drive(freezing ?? storeTraffic(data), Number(opts.warmup));
  if (freezing) freezing.slots = data.raceSlots;
  const run = await drive(freezing ?? storeTraffic(data), Number(opts.duration));
  await stopAll([api]);
  api = undefined;
  const check = JSON.parse(fixture(['check', fixtureFile]));

  // Every 0 answered has its order; an order nobody saw the answer of can only be a request in
  // flight when a phase stopped (autocannon drops those answers).
  const answeredOk = freezing?.placed ?? new Set();
  const unseen = check.orderedCarts.filter((cartId) => !answeredOk.has(cartId));
  const missing = [...answeredOk].filter((cartId) => !check.orderedCarts.includes(cartId));
  const summary = {
    mode: opts.mode,
    engine: opts.engine,
    connections,
    askedPerSecond: opts.rate
      ? `${opts.rate}${opts.steady ? ', evenly' : ', in bursts'}`
      : 'as fast as answered',
    durationSeconds: Number(opts.duration),
    shoppers: data.customers.length,
    ...(freezing
      ? { slots: `${data.raceSlots.length} × ${opts.capacity} (+ ${warmupSlots} for the warm-up)` }
      : {}),
    requests: run.requests,
    requestsPerSecond: run.requestsPerSecond,
    p50ms: run.p50ms,
    p95ms: run.p95ms,
    p99ms: run.p99ms,
    errors: run.errors + warm.errors,
    codes: JSON.stringify(run.codes),
    p95msOfCode: JSON.stringify(run.p95msOfCode),
    target: `p95 ≤ ${mode.target} ms: ${run.p95ms <= mode.target ? 'met' : 'NOT met'}`,
    ...(freezing
      ? {
          orders: check.orderedCarts.length,
          okAnswers: answeredOk.size,
          okWithoutOrder: missing.length,
          ordersAnsweredAfterStop: unseen.length,
          slotsOverCapacity: check.overCapacity,
          slotsTakenNotOrders: check.takenNotOrders,
          raceSlotsTaken: `${check.raceTaken} of ${data.raceSlots.length * Number(opts.capacity)}`,
        }
      : { cartLines: `${check.cartLines.min}–${check.cartLines.max} (median ${check.cartLines.median})` }),
    date: new Date().toISOString(),
  };
  console.table(summary);
  if (summary.errors > 0) exitCode = 1;
  if (
    freezing &&
    (missing.length || unseen.length > 2 * connections || check.overCapacity || check.takenNotOrders)
  ) {
    console.error('Slot race check FAILED: orders and places disagree.');
    exitCode = 1;
  }
  fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(repoRoot, 'bench', 'results', `cart-${opts.mode}-${opts.engine}-c${connections}.json`),
    JSON.stringify({ summary, warmup: warm, run, slots: check.slots }, null, 2),
  );
} finally {
  if (api) await stopAll([api]);
  database.stop();
}
process.exitCode = exitCode;
