import Fastify from 'fastify';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { every } from '../../src/jobs/job-schedule';
import { registerJobs } from '../../src/jobs/jobs.plugin';
import type { ScheduledJob } from '../../src/jobs/scheduled-job';
import { CRASH_JOB, CRASH_LEASE_MS, PERIODIC_JOBS, testJobRuns } from './two-instances-fixture';

/**
 * One API-like process of jobs-on-two-instances.test.ts: a Fastify app on the PostgreSQL server of
 * DATABASE_URL with the jobs plugin polling every 25 ms. JOB_SET=periodic runs two interval jobs
 * that record each run; JOB_SET=crash runs a job whose first attempt stalls until the test kills
 * the process. Prints 'ready' once polling, closes the app on SIGTERM.
 */
const instance = process.env.JOB_INSTANCE ?? 'unnamed';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const handle = await openDatabase({ kind: 'postgres', url });
  const { db } = handle;
  const record = (job: string, dueAt: Date, phase: string) =>
    db.insert(testJobRuns).values({ job, dueAt, instance, phase });

  const periodic: ScheduledJob[] = Object.entries(PERIODIC_JOBS).map(([name, ms]) => ({
    name,
    schedule: every(ms),
    run: async (_db, _now, { dueAt }) => {
      await record(name, dueAt, 'ran');
      // A run takes a while, so the other instance polls while this one holds the lease.
      await pause(30);
    },
  }));
  const crash: ScheduledJob = {
    name: CRASH_JOB,
    schedule: every(3600_000),
    leaseMs: CRASH_LEASE_MS,
    run: async (_db, _now, { dueAt }) => {
      const attempts = await db
        .select()
        .from(testJobRuns)
        .where(and(eq(testJobRuns.job, CRASH_JOB), eq(testJobRuns.dueAt, dueAt)));
      await record(CRASH_JOB, dueAt, 'started');
      // The first attempt never ends: the test kills this process in the middle of it.
      if (attempts.length === 0) await new Promise(() => {});
      await record(CRASH_JOB, dueAt, 'finished');
    },
  };

  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'warn', JOBS_POLL_MS: '25' });
  const app = Fastify({ logger: { level: 'warn' } });
  app.decorate('deps', { config, db });
  await registerJobs(app, process.env.JOB_SET === 'crash' ? [crash] : periodic);
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write('ready\n');

  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
