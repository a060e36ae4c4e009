// API search latency under load (issues: search p95 under 25 ms at 50 connections, suggestions
// p95 under 15 ms at 20 connections, on 50,000 products).
// Usage: node bench/api-search.mjs [--mode search|suggestions] [--engine pglite|postgres]
//        [--catalogue variants|imported] [--products 50000] [--connections 50] [--duration 15]
//        [--path /cli/ecommerce/products] [--cache on|off] [--port 4200]
//        [--queries fixed|long-tail] [--count 60000] [--relevance] [--warmup 3]
//        [--baseline bare] [--rounds 3] [--bare-port 4201]
// Builds a benchmark catalogue in a throwaway database, starts the API on it, drives it with
// autocannon on loopback only, and prints p50/p95/p99 from every response time.
// --catalogue variants: the demo shop copied into named variants in SQL (prepare-catalogue.ts);
// imported: a generated file (npm run catalogue:generate) loaded by npm run catalogue:import,
// whose time is reported too.
// --queries fixed: cycles a few real queries (the cache answers most); long-tail: sends each of
// --count distinct queries (bench/long-tail-queries.ts) at most once, so no cache can help.
// --relevance: then runs the API tests' judged query set on this catalogue (search-relevance.ts).
// --baseline bare (suggestions only): also starts bench/bare-suggestions-server.ts, a bare node:http
// server answering from the same index, and measures the API and it alternately, --rounds times
// each on the same queries; prints both and the API's share of the bare server's throughput.
// --baseline <folder>: the same against the API of another checkout of this repository (e.g. a git
// worktree at the commit before a change), on a copy of the same catalogue: this checkout's share
// of its throughput, in one run.
// --food-filters (--mode search or listing): the same queries without and with two diets and one
// free-from allergen (FOOD_FILTERS), alternately, --rounds times each, the cache off; prints both
// and the filtered p95's share of the plain one (issue 33: within 10 %).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { postgresAvailable, startPostgres } from '../scripts/lib/postgres.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { startApi, stopAll, waitForUrl } from '../scripts/lib/servers.mjs';
import { SEARCH_QUERIES } from './lib/search-queries.mjs';

const { values: opts } = parseArgs({
  options: {
    mode: { type: 'string', default: 'search' },
    engine: { type: 'string', default: 'pglite' },
    catalogue: { type: 'string', default: 'variants' },
    products: { type: 'string', default: '50000' },
    connections: { type: 'string' },
    duration: { type: 'string', default: '15' },
    path: { type: 'string' },
    port: { type: 'string', default: '4200' },
    // off: every request reaches the database (the SQL's own speed); on: the API as deployed.
    cache: { type: 'string', default: 'on' },
    queries: { type: 'string', default: 'fixed' },
    count: { type: 'string', default: '60000' },
    relevance: { type: 'boolean', default: false },
    warmup: { type: 'string', default: '3' },
    baseline: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    'bare-port': { type: 'string', default: '4201' },
    'food-filters': { type: 'boolean', default: false },
  },
});

/** Two diets and one free-from allergen, as a shopper might tick them (issue 33). */
const FOOD_FILTERS = 'diets=VEGETARIAN,GLUTEN_FREE&freeFrom=PEANUTS';

/**
 * What the search box asks while a shopper types (suggestions come 1 s after typing stops, so
 * mostly word beginnings): short and longer prefixes, two words, Italian and Maltese words
 * without accents, a typo.
 */
const SUGGESTION_QUERIES = [
  'mil',
  'milk',
  'choc',
  'chocol',
  'pas',
  'past',
  'pasta',
  'tom',
  'tomat',
  'kin',
  'kinnie',
  'bre',
  'brea',
  'che',
  'chees',
  'wat',
  'water',
  'chi',
  'chick',
  'caf',
  'caffe',
  'bis',
  'biscu',
  'oli',
  'olive o',
  'tuna in',
  'yog',
  'ban',
  'egg',
  'butt',
  'hob',
  'pastiz',
  'gbej',
  'ftira',
  'formag',
  'pomod',
  'rice',
  'cisk',
  'twist',
  'chese',
].map((q) => `q=${encodeURIComponent(q)}`);

const MODES = {
  search: { path: '/cli/ecommerce/products', queries: SEARCH_QUERIES, connections: '50' },
  suggestions: { path: '/cli/ecommerce/products/search', queries: SUGGESTION_QUERIES, connections: '20' },
  // Category listings (SQL): every category's first two pages, read from the API once it runs.
  listing: { path: '/cli/ecommerce/products', queries: null, connections: '50' },
};
const mode = MODES[opts.mode];
if (!mode) throw new Error(`--mode is search or suggestions, not ${opts.mode}`);
if (!['variants', 'imported'].includes(opts.catalogue))
  throw new Error(`--catalogue is variants or imported, not ${opts.catalogue}`);
const checkoutBaseline = opts.baseline !== undefined && opts.baseline !== 'bare';
if (checkoutBaseline && !fs.existsSync(path.join(opts.baseline, 'product-api', 'package.json')))
  throw new Error(`--baseline ${opts.baseline}: not a checkout of this repository`);
if (opts['food-filters'] && (opts.baseline || opts.mode === 'suggestions' || opts.queries !== 'fixed'))
  throw new Error('--food-filters is for --mode search or listing with --queries fixed, without --baseline');
if (opts.mode === 'listing' && !opts['food-filters']) throw new Error('--mode listing is for --food-filters');
if (opts.baseline === 'bare' && opts.mode !== 'suggestions')
  throw new Error('--baseline bare is for --mode suggestions (the bare server answers only those)');
const urlPath = opts.path ?? mode.path;
const connections = Number(opts.connections ?? mode.connections);

const port = Number(opts.port);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const pgPort = Number(process.env.TEST_PG_PORT ?? 54339);
const pg = opts.engine === 'postgres' ? (postgresAvailable() ? startPostgres({ port: pgPort }) : null) : null;
if (opts.engine === 'postgres' && !pg)
  throw new Error('PostgreSQL 15 is not installed (apt-get install postgresql).');
const dbEnv = pg ? { DATABASE_URL: pg.url } : { PGLITE_DIR: path.join(dir, 'pglite') };

const tsOptions = (env = {}) => ({
  cwd: path.join(repoRoot, 'product-api'),
  env: { ...process.env, ...dbEnv, LOG_LEVEL: 'warn', INIT_CWD: dir, ...env },
});

/** Runs a TypeScript file of the API workspace on the benchmark database; its stdout is returned. */
function runTs(file, args, { capture = false } = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', file, ...args], {
    ...tsOptions(),
    stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${path.basename(file)} failed`);
  return result.stdout;
}

/** Each category's first two pages: the listings a shopper browses (--mode listing). */
async function categoryListings(origin) {
  const answer = await fetch(`${origin}/cli/categories?lang=en`).then((r) => r.json());
  const ids = [];
  const walk = (list) => {
    for (const c of list) {
      ids.push(c.id);
      walk(c.items);
    }
  };
  walk(answer.data);
  return ids.flatMap((id) => [`category=${id}&p=0`, `category=${id}&p=1`]);
}

let api;
let bare;
let importSeconds = null;
try {
  if (opts.catalogue === 'variants') {
    runTs(path.join(repoRoot, 'bench', 'prepare-catalogue.ts'), [opts.products]);
  } else {
    const importDir = path.join(repoRoot, 'product-api', 'src', 'catalogue', 'import');
    runTs(path.join(repoRoot, 'product-api', 'src', 'seed', 'generate-cli.ts'), [
      opts.products,
      '--out',
      'catalogue.csv',
    ]);
    const summary = JSON.parse(
      runTs(path.join(importDir, 'import-cli.ts'), ['catalogue.csv', '--json'], { capture: true }),
    );
    importSeconds = summary.milliseconds / 1000;
    console.log(`Imported ${summary.added} products in ${importSeconds.toFixed(1)} s (${opts.engine}).`);
  }

  const barePort = Number(opts['bare-port']);
  if (checkoutBaseline) {
    // Its own copy of the catalogue (PGlite has one owner at a time; PostgreSQL is shared), its
    // own build, the same settings.
    const baselineDb = pg ? dbEnv : { PGLITE_DIR: path.join(dir, 'pglite-baseline') };
    if (!pg) fs.cpSync(dbEnv.PGLITE_DIR, baselineDb.PGLITE_DIR, { recursive: true });
    const compiled = spawnSync(process.execPath, ['scripts/compile-servers.mjs', 'api'], {
      cwd: opts.baseline,
      stdio: 'inherit',
    });
    // A failed build would leave the baseline's older dist/ to be measured as if it were current.
    if (compiled.status !== 0) throw new Error(`--baseline ${opts.baseline}: its API did not compile`);
    bare = spawn(process.execPath, ['dist/server.js'], {
      cwd: path.join(opts.baseline, 'product-api'),
      env: {
        ...process.env,
        ...baselineDb,
        NODE_ENV: 'production',
        API_PORT: String(barePort),
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        ...(opts.cache === 'off' ? { CATALOGUE_CACHE_TTL_SECONDS: '0' } : {}),
      },
      stdio: 'inherit',
    });
    await waitForUrl(`http://127.0.0.1:${barePort}/health`, bare, { timeoutMs: 180_000 });
  } else if (opts.baseline) {
    // Started first and left running: it builds its index and closes the database before it
    // listens, so the API can then take the PGlite folder (one owner at a time).
    const server = path.join(repoRoot, 'bench', 'bare-suggestions-server.ts');
    bare = spawn(process.execPath, ['--import', 'tsx', server], {
      ...tsOptions({ BARE_PORT: String(barePort) }),
      stdio: 'inherit',
    });
    await waitForUrl(`http://127.0.0.1:${barePort}/`, bare, { timeoutMs: 180_000 });
  }

  api = startApi({
    ...dbEnv,
    API_PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    ...(opts.cache === 'off' || opts['food-filters'] ? { CATALOGUE_CACHE_TTL_SECONDS: '0' } : {}),
  });
  await waitForUrl(`http://127.0.0.1:${port}/health`, api, { timeoutMs: 180_000 });
  if (opts.mode === 'listing') mode.queries = await categoryListings(`http://127.0.0.1:${port}`);

  const longTail = opts.queries === 'long-tail';
  const queries = longTail
    ? JSON.parse(
        runTs(path.join(repoRoot, 'bench', 'long-tail-queries.ts'), [opts.count, opts.mode], {
          capture: true,
        }),
      )
    : mode.queries;
  // Long tail: every connection takes the next unsent query, so none is asked twice in a run.
  let next = 0;
  const unsent = () => `${urlPath}?${queries[next++ % queries.length]}`;
  const requests = longTail
    ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: unsent() }) }]
    : queries.map((q) => ({ method: 'GET', path: `${urlPath}?${q}` }));
  const apiOrigin = `http://127.0.0.1:${port}`;
  const load = (duration, connections, origin = apiOrigin, withRequests = requests) =>
    new Promise((resolve, reject) => {
      const times = [];
      const instance = autocannon(
        {
          url: origin,
          requests: withRequests,
          connections,
          duration,
          timeout: 10,
        },
        (error, result) => (error ? reject(error) : resolve({ result, times })),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
  /** The p-th percentile of response times, in ms (sorts them). */
  const percentileOf = (times) => {
    times.sort((a, b) => a - b);
    return (p) => Number(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]?.toFixed(1));
  };

  // Fixed queries: every one asked once first, so the cached mode measures the cache as the shop
  // runs it (popular queries answered from memory) and not the first misses. Then --warmup
  // seconds at the measured load (long tail: on queries of its own, not asked again), so the
  // figures are the API's steady state and not its first seconds after start (the JIT, the heap
  // growing): --warmup 0 measures those.
  if (!longTail) {
    for (const request of requests)
      await fetch(`http://127.0.0.1:${port}${request.path}`).then((r) => r.arrayBuffer());
  }
  const warmupSeconds = Number(opts.warmup);
  /**
   * --baseline: the API and the baseline alternately on the same queries, after the same warm-up;
   * the medians of their rounds and the API's share of the baseline's throughput.
   */
  async function compareWithBaseline() {
    const bareOrigin = `http://127.0.0.1:${barePort}`;
    const baselineName = checkoutBaseline ? 'baseline checkout' : 'bare node:http';
    // Whatever the bare server adds or leaves out of the route's answer would void the comparison
    // (another checkout may answer otherwise: that is what is compared).
    for (const q of checkoutBaseline ? [] : SUGGESTION_QUERIES.flatMap((q) => [q, `${q}&lang=it`])) {
      const [fromApi, fromBare] = await Promise.all(
        [apiOrigin, bareOrigin].map((origin) => fetch(`${origin}${urlPath}?${q}`).then((r) => r.json())),
      );
      if (!isDeepStrictEqual(fromApi, fromBare))
        throw new Error(`the bare server answers ${q} unlike the API`);
    }
    const targets = [
      { name: 'API', origin: apiOrigin },
      { name: baselineName, origin: bareOrigin },
    ];
    // Each window of a pair starts at the same query. The list (about 62,000) may wrap around,
    // even within a window: the API's cache keeps only its latest 5,000 answers (its default
    // CATALOGUE_CACHE_MAX_ENTRIES), so a query met again after all the others is a miss as well.
    if (longTail && queries.length <= 5000) throw new Error('--count: more than 5,000 queries are needed');
    let from = 0;
    // Which goes first alternates from round to round: neither always meets a machine just idle.
    const pair = async (seconds, round = 1) => {
      const runs = [];
      let furthest = from;
      for (const target of round % 2 === 1 ? targets : [...targets].reverse()) {
        next = from;
        const { result, times } = await load(seconds, connections, target.origin);
        const pct = percentileOf(times);
        runs.push({
          target: target.name,
          requests: times.length,
          requestsPerSecond: Math.round(result.requests.average),
          p50ms: pct(50),
          p95ms: pct(95),
          p99ms: pct(99),
          non2xx: result.non2xx,
          errors: result.errors,
        });
        furthest = Math.max(furthest, next);
      }
      from = furthest % queries.length;
      return runs;
    };
    if (warmupSeconds > 0) await pair(warmupSeconds);
    const rounds = [];
    for (let round = 1; round <= Number(opts.rounds); round++)
      for (const run of await pair(Number(opts.duration), round)) rounds.push({ round, ...run });
    console.table(rounds);
    const median = (target, key) => {
      const values = rounds.filter((run) => run.target === target).map((run) => run[key]);
      values.sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)];
    };
    const summary = {
      mode: opts.mode,
      baseline: checkoutBaseline ? opts.baseline : 'bare',
      engine: opts.engine,
      products: Number(opts.products),
      queries: opts.queries,
      connections,
      warmupSeconds,
      durationSeconds: Number(opts.duration),
      rounds: Number(opts.rounds),
      apiRequestsPerSecond: median('API', 'requestsPerSecond'),
      baselineRequestsPerSecond: median(baselineName, 'requestsPerSecond'),
      ratio: Number(
        (median('API', 'requestsPerSecond') / median(baselineName, 'requestsPerSecond')).toFixed(2),
      ),
      apiP95ms: median('API', 'p95ms'),
      baselineP95ms: median(baselineName, 'p95ms'),
      date: new Date().toISOString(),
    };
    console.table(summary);
    fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(
      path.join(
        repoRoot,
        'bench',
        'results',
        `api-${opts.mode}-${opts.engine}-${opts.queries}-vs-${checkoutBaseline ? 'checkout' : 'bare'}.json`,
      ),
      JSON.stringify({ summary, rounds }, null, 2),
    );
  }

  /**
   * --food-filters: the same queries plain and filtered on the one API, alternately, after the same
   * warm-up; the medians of their rounds and the filtered p95's share of the plain one.
   */
  async function compareFoodFilters() {
    const filtered = requests.map((r) => ({ ...r, path: `${r.path}&${FOOD_FILTERS}` }));
    for (const request of filtered) {
      const answer = await fetch(`${apiOrigin}${request.path}`);
      if (!answer.ok) throw new Error(`${request.path} answered ${answer.status}`);
    }
    const variants = [
      { name: 'plain', requests },
      { name: 'filtered', requests: filtered },
    ];
    const pair = async (seconds, round = 1) => {
      const runs = [];
      for (const variant of round % 2 === 1 ? variants : [...variants].reverse()) {
        const { result, times } = await load(seconds, connections, apiOrigin, variant.requests);
        const pct = percentileOf(times);
        runs.push({
          variant: variant.name,
          requestsPerSecond: Math.round(result.requests.average),
          p50ms: pct(50),
          p95ms: pct(95),
          non2xx: result.non2xx,
          errors: result.errors,
        });
      }
      return runs;
    };
    if (warmupSeconds > 0) await pair(warmupSeconds);
    const rounds = [];
    for (let round = 1; round <= Number(opts.rounds); round++)
      for (const run of await pair(Number(opts.duration), round)) rounds.push({ round, ...run });
    console.table(rounds);
    const median = (variant, key) => {
      const values = rounds.filter((run) => run.variant === variant).map((run) => run[key]);
      values.sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)];
    };
    const summary = {
      mode: opts.mode,
      engine: opts.engine,
      products: Number(opts.products),
      filters: FOOD_FILTERS,
      queries: requests.length,
      connections,
      durationSeconds: Number(opts.duration),
      rounds: Number(opts.rounds),
      plainRequestsPerSecond: median('plain', 'requestsPerSecond'),
      filteredRequestsPerSecond: median('filtered', 'requestsPerSecond'),
      plainP95ms: median('plain', 'p95ms'),
      filteredP95ms: median('filtered', 'p95ms'),
      p95Ratio: Number((median('filtered', 'p95ms') / median('plain', 'p95ms')).toFixed(2)),
      date: new Date().toISOString(),
    };
    console.table(summary);
    fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(
      path.join(repoRoot, 'bench', 'results', `api-${opts.mode}-${opts.engine}-food-filters.json`),
      JSON.stringify({ summary, rounds }, null, 2),
    );
  }

  if (bare) await compareWithBaseline();
  else if (opts['food-filters']) await compareFoodFilters();
  else {
    if (warmupSeconds > 0) await load(warmupSeconds, connections);
    const { result, times } = await load(Number(opts.duration), connections);
    if (longTail && next > queries.length) throw new Error(`--count ${queries.length} ran out: raise it`);
    const pct = percentileOf(times);
    const summary = {
      mode: opts.mode,
      engine: opts.engine,
      catalogue: opts.catalogue,
      products: Number(opts.products),
      importSeconds,
      path: urlPath,
      cache: opts.cache,
      queries: longTail ? `long tail, ${next} distinct` : `${queries.length} cycled`,
      connections,
      warmupSeconds,
      durationSeconds: Number(opts.duration),
      requests: times.length,
      requestsPerSecond: Math.round(result.requests.average),
      non2xx: result.non2xx,
      errors: result.errors,
      p50ms: pct(50),
      p95ms: pct(95),
      p99ms: pct(99),
      date: new Date().toISOString(),
    };
    if (opts.relevance) {
      const judged = JSON.parse(
        runTs(path.join(repoRoot, 'bench', 'search-relevance.ts'), [`http://127.0.0.1:${port}`], {
          capture: true,
        }),
      );
      Object.assign(summary, {
        judgedQueries: judged.queries,
        top1: Number(judged.top1.toFixed(3)),
        meanPrecisionAt5: Number(judged.meanPrecisionAt5.toFixed(3)),
        zeroResults: Number(judged.zeroResults.toFixed(3)),
        notSoldAnswered: Number(judged.notSoldAnswered.toFixed(3)),
      });
      for (const miss of judged.misses) console.log(`  judged miss: ${miss}`);
      console.table(
        judged.byKind.map((k) => ({
          kind: k.kind,
          queries: k.queries,
          top1: Number(k.top1.toFixed(3)),
          meanPrecisionAt5: Number(k.meanPrecisionAt5.toFixed(3)),
          zeroResults: k.zeroResults === null ? '-' : Number(k.zeroResults.toFixed(3)),
          notSoldAnswered: k.notSoldAnswered === null ? '-' : Number(k.notSoldAnswered.toFixed(3)),
        })),
      );
    }
    console.table(summary);
    fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(
      path.join(
        repoRoot,
        'bench',
        'results',
        `api-${opts.mode}-${opts.engine}-${opts.catalogue}-${opts.queries}-cache-${opts.cache}-c${connections}.json`,
      ),
      JSON.stringify(summary, null, 2),
    );
  }
} finally {
  await stopAll([api, bare].filter(Boolean));
  pg?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
