import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresAvailable, startPostgres } from '../../scripts/lib/postgres.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';

/**
 * A throwaway database for an API bench: a folder of its own (PGlite in it) or a private
 * PostgreSQL server on `pgPort`, the environment the API and the bench's fixture script both
 * need, and `fixture(args)`, which runs the script (TypeScript, through tsx) on that database and
 * answers what it prints. On PGlite the script must run while the API is stopped (one process a
 * folder). `stop()` ends the server and removes the folder.
 */
export function benchDatabase({ engine, name, fixtureScript, pgPort }) {
  if (!['pglite', 'postgres'].includes(engine)) throw new Error('--engine is pglite or postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${name}-`));
  const pg = engine === 'postgres' ? (postgresAvailable() ? startPostgres({ port: pgPort }) : null) : null;
  if (engine === 'postgres' && !pg)
    throw new Error('PostgreSQL 15 is not installed (apt-get install postgresql).');
  const env = {
    ...(pg ? { DATABASE_URL: pg.url } : { PGLITE_DIR: path.join(dir, 'pglite') }),
    // The fixture signs the shoppers' tokens with the secret the API verifies them with.
    JWT_SECRET: randomBytes(48).toString('base64url'),
  };
  const fixture = (args) => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'bench', fixtureScript), ...args],
      {
        cwd: path.join(repoRoot, 'product-api'),
        stdio: ['ignore', 'pipe', 'inherit'],
        encoding: 'utf8',
        env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (result.status !== 0) throw new Error(`${fixtureScript} ${args[0]} failed`);
    return result.stdout;
  };
  return {
    dir,
    env,
    fixture,
    stop() {
      pg?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
