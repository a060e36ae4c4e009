import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migratedMemoryImage } from '../../src/db/client';

/**
 * Once per jest run on PGlite: a migrated, empty database image in a temporary file, which every
 * test file's in-memory database loads (test/support/memory-database.ts) instead of running
 * initdb and the migrations again. Workers inherit PGLITE_TEST_IMAGE; global-teardown.ts deletes it.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-image-'));
  const file = path.join(folder, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await (await migratedMemoryImage()).arrayBuffer()));
  process.env.PGLITE_TEST_IMAGE = file;
}
