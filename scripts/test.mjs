// `npm test`: the whole suite. jest for the storefront, jest for the API on embedded PGlite and
// again on a real PostgreSQL server, then Playwright against one production build of the app.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runEndToEnd } from './lib/e2e.mjs';
import { postgresAvailable, startPostgres } from './lib/postgres.mjs';
import { apiRoot, repoRoot } from './lib/paths.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const step = (title) => console.log(`\n=== ${title} ===`);

/** Runs the command; false (with a message) when it fails. */
function succeeded(command, args, { cwd = repoRoot, env = {} } = {}) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status === 0) return true;
  console.error(
    `\n${path.basename(command)} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`,
  );
  return false;
}

function run(command, args, options) {
  if (!succeeded(command, args, options)) process.exit(1);
}

step('Storefront unit and component tests (jest)');
// jest's default on two cores is one worker, in band: two workers take a third off this step.
run(bin('jest'), ['--ci', '--maxWorkers=2']);

// PGlite loads its WebAssembly with a dynamic import, which jest's module system only allows
// with Node's VM modules enabled.
const apiJestEnv = { NODE_OPTIONS: '--experimental-vm-modules' };

step('Product API tests on embedded PGlite (jest)');
// Every file has its own in-memory database, so files run side by side: jest's default on two
// cores is a single worker, which made this the slowest step after Playwright.
run(bin('jest'), ['--ci', '--maxWorkers=2'], { cwd: apiRoot, env: apiJestEnv });

step('Product API tests on a PostgreSQL server (jest)');
if (postgresAvailable()) {
  const pg = startPostgres();
  let passed = false;
  try {
    // Each worker on a database of its own (product-api/test/support/worker-database.ts). Only the
    // files that reach the database client (src/db/client.ts, found through jest's own import
    // graph) run again here: the others (rules, parsers, PGlite's own adapter, the CLI tests on a
    // folder of their own) never meet the server, so a second run tests nothing new
    // (docs/testing.md). The hostile table's shards run on PGlite only: the same validation and
    // the same SQL answer them on either engine, and a minute of CI is theirs. fuzz.test.ts
    // (random values) and cart-fuzz.test.ts (hostile values into the cart's SQL) still cross
    // node-postgres here.
    passed = succeeded(
      bin('jest'),
      [
        '--ci',
        '--maxWorkers=2',
        '--findRelatedTests',
        'src/db/client.ts',
        '--testPathIgnorePatterns',
        'fuzz-hostile-',
      ],
      { cwd: apiRoot, env: { ...apiJestEnv, DATABASE_URL: pg.url } },
    );
  } finally {
    // Before any exit: process.exit would skip this, and leave the server running.
    pg.stop();
  }
  if (!passed) process.exit(1);
} else if (process.env.CI) {
  console.error('PostgreSQL 15 is not installed (apt-get install postgresql); CI needs it.');
  process.exit(1);
} else {
  console.warn('Skipped: PostgreSQL 15 is not installed here (apt-get install postgresql).');
}

step('End-to-end tests in Chromium (Playwright)');
process.exit(await runEndToEnd());
