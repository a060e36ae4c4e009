// Catalogue latency while customers sign in (issue 12: while 20 sign-ins a second run, each a
// scrypt hash, catalogue answers keep p95 under 25 ms: hashing must not block the event loop).
// Usage: node bench/signin-load.mjs [--signins 20] [--duration 20] [--rate 200] [--connections 10]
//        [--runs 3] [--port 4210]
// Starts the API on a throwaway PGlite folder with the demo data, then, in each run, measures the
// catalogue calls with autocannon at a fixed rate twice: alone (the baseline) and while the demo
// customer signs in `--signins` times a second. Prints p50/p95/p99 and requests/s of both, the
// sign-ins achieved per second with their own latency, and the medians over the runs.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { startApi, stopAll, waitForUrl } from '../scripts/lib/servers.mjs';

const { values: opts } = parseArgs({
  options: {
    signins: { type: 'string', default: '20' },
    duration: { type: 'string', default: '20' },
    // A fixed catalogue rate, so both phases ask the same and the latency shows how promptly the
    // API answers rather than how much a saturating client can squeeze out of two shared cores.
    rate: { type: 'string', default: '200' },
    connections: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4210' },
  },
});
const signinsPerSecond = Number(opts.signins);
const durationSeconds = Number(opts.duration);
const port = Number(opts.port);
const apiUrl = `http://127.0.0.1:${port}`;

const demo = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'product-api', 'src', 'db', 'seed', 'demo-customer.json'), 'utf8'),
);
const CATALOGUE_REQUESTS = [
  { method: 'GET', path: '/cli/categories' },
  { method: 'GET', path: '/cli/ecommerce/products/featured' },
  { method: 'GET', path: '/cli/ecommerce/products/featured?p=1' },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const round1 = (n) => Math.round(n * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** autocannon on the catalogue calls at the fixed rate; latency from every response. */
function catalogueLoad(duration) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url: apiUrl,
        requests: CATALOGUE_REQUESTS,
        connections: Number(opts.connections),
        overallRate: Number(opts.rate),
        duration,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          requests: times.length,
          requestsPerSecond: Math.round(times.length / duration),
          non2xx: result.non2xx,
          errors: result.errors,
          p50ms: round1(percentile(times, 50)),
          p95ms: round1(percentile(times, 95)),
          p99ms: round1(percentile(times, 99)),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * The demo customer signs in `perSecond` times a second, on a fixed schedule that does not wait
 * for earlier sign-ins (open loop), so a slow API shows as slower sign-ins, not fewer attempts.
 */
async function signInLoad(perSecond, duration) {
  const body = JSON.stringify({ username: demo.email, password: demo.password });
  const times = [];
  let failed = 0;
  let firstFailure;
  const pending = [];
  const started = performance.now();
  for (let n = 0; n < perSecond * duration; n += 1) {
    await sleep(started + (n * 1000) / perSecond - performance.now());
    const sent = performance.now();
    pending.push(
      fetch(`${apiUrl}/cli/profiles/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
        .then(async (res) => {
          const answer = await res.json();
          if (answer.responseCode === 0) return times.push(performance.now() - sent);
          failed += 1;
          firstFailure ??= `HTTP ${res.status} ${answer.errorMessage}`;
        })
        .catch((error) => {
          failed += 1;
          firstFailure ??= String(error.cause ?? error);
        }),
    );
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    signins: times.length,
    failed,
    ...(firstFailure ? { firstFailure } : {}),
    perSecond: round1(times.length / seconds),
    p50ms: round1(percentile(times, 50)),
    p95ms: round1(percentile(times, 95)),
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-signin-'));
let api;
try {
  api = startApi({
    PGLITE_DIR: path.join(dir, 'pglite'),
    API_PORT: String(port),
    LOG_LEVEL: 'warn',
    // Every sign-in comes from 127.0.0.1 and is the same customer's: no login limit may refuse
    // them or ask for the human check (an attempt counts against the account until it succeeds,
    // so a few dozen in flight at once would pass LOGIN_ACCOUNT_MAX_FAILURES and
    // LOGIN_ACCOUNT_CAPTCHA_AFTER).
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_ACCOUNT_MAX_FAILURES: '1000000',
    LOGIN_ACCOUNT_CAPTCHA_AFTER: '1000000',
  });
  await waitForUrl(`${apiUrl}/health`, api, { timeoutMs: 300_000 });

  // Warm-up: JIT, the catalogue cache, PGlite's pages, the scrypt path.
  await Promise.all([catalogueLoad(3), signInLoad(signinsPerSecond, 3)]);

  const runs = [];
  for (let run = 1; run <= Number(opts.runs); run += 1) {
    const baseline = await catalogueLoad(durationSeconds);
    const [loaded, signins] = await Promise.all([
      catalogueLoad(durationSeconds),
      signInLoad(signinsPerSecond, durationSeconds),
    ]);
    runs.push({ baseline, loaded, signins });
    console.log(`Run ${run}:`);
    console.table({ baseline, 'with sign-ins': loaded });
    console.table({ 'sign-ins': signins });
  }

  const medianOf = (pick) => median(runs.map(pick));
  const summary = {
    signinsAsked: signinsPerSecond,
    catalogueRate: Number(opts.rate),
    connections: Number(opts.connections),
    durationSeconds,
    runs: runs.length,
    baseline: {
      requestsPerSecond: medianOf((r) => r.baseline.requestsPerSecond),
      p50ms: medianOf((r) => r.baseline.p50ms),
      p95ms: medianOf((r) => r.baseline.p95ms),
      p99ms: medianOf((r) => r.baseline.p99ms),
    },
    withSignins: {
      requestsPerSecond: medianOf((r) => r.loaded.requestsPerSecond),
      p50ms: medianOf((r) => r.loaded.p50ms),
      p95ms: medianOf((r) => r.loaded.p95ms),
      p99ms: medianOf((r) => r.loaded.p99ms),
    },
    signins: {
      perSecond: medianOf((r) => r.signins.perSecond),
      failed: runs.reduce((sum, r) => sum + r.signins.failed, 0),
      p50ms: medianOf((r) => r.signins.p50ms),
      p95ms: medianOf((r) => r.signins.p95ms),
    },
    date: new Date().toISOString(),
  };
  console.log(`Medians of ${runs.length} runs:`);
  console.table({ baseline: summary.baseline, 'with sign-ins': summary.withSignins });
  console.table({ 'sign-ins': summary.signins });
  const verdict = summary.withSignins.p95ms < 25 ? 'under' : 'NOT under';
  console.log(
    `Catalogue p95 with ${signinsPerSecond} sign-ins/s: ${summary.withSignins.p95ms} ms (${verdict} 25 ms).`,
  );
  fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(repoRoot, 'bench', 'results', 'signin-load.json'),
    JSON.stringify({ summary, runs }, null, 2),
  );
} finally {
  if (api) await stopAll([api]);
  fs.rmSync(dir, { recursive: true, force: true });
}
