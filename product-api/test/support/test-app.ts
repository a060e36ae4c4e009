import type { FastifyInstance } from 'fastify';
import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database, DatabaseHandle } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { openTestEngine } from './memory-database';
import { GENEROUS_LIMITS } from './generous-limits';

export type TestApp = { app: FastifyInstance; db: Database; handle: DatabaseHandle };

/**
 * The app on a migrated database: in-memory PGlite, or the PostgreSQL server of DATABASE_URL
 * (CI runs the suite on both). A server keeps rows between test files, so every table is emptied
 * first; each jest worker has a database of its own there (worker-database.ts), so files never
 * truncate under each other.
 * `env` overrides settings (e.g. a lower login rate limit); scheduled jobs are off unless it sets
 * JOBS_ENABLED (tests run them with runDueJobs).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const handle = await openTestEngine();
  if (handle.kind === 'postgres') await emptyAllTables(handle.db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'x'.repeat(40),
    JOBS_ENABLED: 'false',
    ...GENEROUS_LIMITS,
    ...env,
  });
  const app = await buildApp({ config, db: handle.db });
  return { app, db: handle.db, handle };
}

export async function stopTestApp(testApp: TestApp | undefined): Promise<void> {
  if (!testApp) return;
  await testApp.app.close();
  await testApp.handle.close();
}

/** Every table of the schema, whatever areas add to it later. */
export async function emptyAllTables(db: Database): Promise<void> {
  const tables = Object.values(schema).filter((value: unknown) => is(value, PgTable));
  await db.execute(
    sql`truncate table ${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )} restart identity cascade`,
  );
}
