// `npm test`: the whole suite. jest for the storefront, jest for the API on embedded PGlite and
// again on a real PostgreSQL server, then Playwright against one production build of the app.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './lib/build.mjs';
import { postgresAvailable, startPostgres } from './lib/postgres.mjs';
import { apiRoot, repoRoot } from './lib/paths.mjs';
import { startApi, startWeb, stopAll, waitForUrl } from './lib/servers.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const step = (title) => console.log(`\n=== ${title} ===`);

function run(command, args, { cwd = repoRoot, env = {} } = {}) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(
      `\n${path.basename(command)} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status ?? 1);
  }
}

step('Storefront unit and component tests (jest)');
run(bin('jest'), ['--ci']);

// PGlite loads its WebAssembly with a dynamic import, which jest's module system only allows
// with Node's VM modules enabled.
const apiJestEnv = { NODE_OPTIONS: '--experimental-vm-modules' };

step('Product API tests on embedded PGlite (jest)');
run(bin('jest'), ['--ci'], { cwd: apiRoot, env: apiJestEnv });

step('Product API tests on a PostgreSQL server (jest)');
if (postgresAvailable()) {
  const pg = startPostgres();
  try {
    run(bin('jest'), ['--ci', '--runInBand'], { cwd: apiRoot, env: { ...apiJestEnv, DATABASE_URL: pg.url } });
  } finally {
    pg.stop();
  }
} else if (process.env.CI) {
  console.error('PostgreSQL 15 is not installed (apt-get install postgresql); CI needs it.');
  process.exit(1);
} else {
  console.warn('Skipped: PostgreSQL 15 is not installed here (apt-get install postgresql).');
}

step('End-to-end tests in Chromium (Playwright)');
buildIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const apiPort = 4100;
const webPort = 3100;
const api = startApi({
  API_PORT: String(apiPort),
  PGLITE_DIR: path.join(dataDir, 'pglite'),
  LOG_LEVEL: 'warn',
});
const web = startWeb(
  { PRODUCT_API_URL: `http://127.0.0.1:${apiPort}`, SESSION_SECRET: 'e2e-session-secret-'.padEnd(48, 'x') },
  { port: webPort },
);
let status = 1;
try {
  await waitForUrl(`http://127.0.0.1:${apiPort}/health`, api, { timeoutMs: 180_000 });
  await waitForUrl(`http://localhost:${webPort}/app`, web);
  const result = spawnSync(bin('playwright'), ['test'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_BASE_URL: `http://localhost:${webPort}` },
  });
  status = result.status ?? 1;
} finally {
  await stopAll([web, api]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
