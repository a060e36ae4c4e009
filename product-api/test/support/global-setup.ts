import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migratedMemoryImage } from '../../src/db/client';

/** Test files on PostgreSQL run on up to this many jest workers, each on a database of its own. */
const POSTGRES_WORKERS = 4;

/**
 * Once per jest run. On PGlite: a migrated, empty database image in a temporary file, which every
 * test file's in-memory database loads (test/support/memory-database.ts) instead of running
 * initdb and the migrations again; global-teardown.ts deletes it. On the PostgreSQL server of
 * DATABASE_URL: a fresh database per jest worker (worker-database.ts points each worker at its
 * own), so files that empty every table can run side by side. Workers inherit these variables.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      for (let worker = 1; worker <= POSTGRES_WORKERS; worker += 1) {
        await client.query(`drop database if exists shop_test_${worker} with (force)`);
        await client.query(`create database shop_test_${worker}`);
      }
    } finally {
      await client.end();
    }
    process.env.PG_TEST_WORKER_DATABASES = String(POSTGRES_WORKERS);
    return;
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-image-'));
  const file = path.join(folder, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await (await migratedMemoryImage()).arrayBuffer()));
  process.env.PGLITE_TEST_IMAGE = file;
}
