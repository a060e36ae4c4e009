import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/client';

/** The jobs of job-instance-process.ts, with their periods in ms. */
export const PERIODIC_JOBS = { 'two-instances-fast': 300, 'two-instances-slow': 700 } as const;
export const CRASH_JOB = 'two-instances-crash';
export const CRASH_LEASE_MS = 1000;

/**
 * A table of the two-instance test only (not in the schema, never migrated): each run of a test
 * job writes a row, so the test counts runs per due time across processes.
 */
export const testJobRuns = pgTable('test_job_runs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  job: text('job').notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  instance: text('instance').notNull(),
  /** 'started' or 'finished' for the crash test; 'ran' for the periodic jobs. */
  phase: text('phase').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export async function createTestJobRuns(db: Database): Promise<void> {
  await dropTestJobRuns(db);
  await db.execute(sql`create table test_job_runs (
    id integer generated always as identity primary key,
    job text not null,
    due_at timestamptz not null,
    instance text not null,
    phase text not null,
    at timestamptz not null default now()
  )`);
}

export async function dropTestJobRuns(db: Database): Promise<void> {
  await db.execute(sql`drop table if exists test_job_runs`);
}
