import fs from 'node:fs';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

let image: Blob | undefined;

/**
 * A new in-memory PGlite database, migrated and empty, loaded from the run's image
 * (global-setup.ts) when there is one: a test file run on its own without jest's global setup
 * still gets one, made from scratch.
 */
export async function openMemoryDatabase(): Promise<DatabaseHandle> {
  const file = process.env.PGLITE_TEST_IMAGE;
  // A Blob backed by the file, not a copy of it in memory: every test file's realm keeps its
  // module state until the jest worker ends, and the image is tens of megabytes.
  if (image === undefined && file && fs.existsSync(file)) image = await fs.openAsBlob(file);
  return openDatabase({ kind: 'memory', image });
}

/**
 * The database of a test: the PostgreSQL server of DATABASE_URL (CI runs the suite on both
 * engines), otherwise a new in-memory one.
 */
export function openTestEngine(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  return url ? openDatabase({ kind: 'postgres', url }) : openMemoryDatabase();
}
