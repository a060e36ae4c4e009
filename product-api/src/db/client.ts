import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { Pool } from 'pg';
import type { Config } from '../config';
import * as schema from './schema';
import { acquireFolderLock } from './folder-lock';
import { preparePgliteStatements } from './pglite-statements';

/**
 * The one place that chooses the database (architecture, Code conventions: one file chooses the
 * database): a PostgreSQL server when a URL is given, otherwise embedded PGlite in a folder, or in
 * memory for tests. Nothing else in the API knows which one it talks to.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** `image`: a data folder made by {@link migratedMemoryImage}, so a test's database skips initdb. */
export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'memory'; image?: Blob };

export type DatabaseHandle = { db: Database; close: () => Promise<void>; kind: DatabaseTarget['kind'] };

const migrationsFolder = path.join(__dirname, 'migrations');

/** The configured database: the server of DATABASE_URL, otherwise PGlite in PGLITE_DIR. */
export function databaseTargetOf(config: Pick<Config, 'DATABASE_URL' | 'PGLITE_DIR'>): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.PGLITE_DIR };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new Pool({ connectionString: target.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, close: () => pool.end(), kind: target.kind };
  }
  const release = target.kind === 'pglite' ? acquireFolderLock(target.dataDir) : () => {};
  try {
    const client = await PGlite.create(target.kind === 'pglite' ? target.dataDir : undefined, {
      // Nothing reads pg_trgm since migration 0009, but 0000 still creates it on a new database.
      extensions: { pg_trgm },
      loadDataDir: target.kind === 'memory' ? target.image : undefined,
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    preparePgliteStatements(client);
    return {
      db,
      close: async () => {
        await client.close();
        release();
      },
      kind: target.kind,
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * An in-memory database, migrated and empty, as an uncompressed data-folder image. Creating a
 * PGlite database runs initdb (seconds in WebAssembly); loading this image takes a fraction of
 * that, so the test suite makes it once per run and every test file starts from it.
 */
export async function migratedMemoryImage(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    // A checkpoint first: the image is dumped from a running server, so every database opened
    // from it replays the WAL written since the last checkpoint (all of the migrations) at start.
    await client.exec('checkpoint');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
