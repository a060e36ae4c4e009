import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { scheduledJobs } from '../db/schema';

/**
 * SQL of the scheduled jobs' lease rows (architecture, Code conventions: the only jobs file that
 * imports the ORM).
 */
export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;

/**
 * One row per job, written only if missing: a restart, or a second instance starting, keeps the
 * schedule (and a run in progress) the first one wrote.
 */
export async function ensureJobRows(db: Database, rows: { name: string; nextRunAt: Date }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(scheduledJobs).values(rows).onConflictDoNothing({ target: scheduledJobs.name });
}

export type JobClaim = { name: string; now: Date; leaseUntil: Date; leasedBy: string };

/**
 * Takes the job for one run if it is due and nobody holds a live lease on it: a single UPDATE, so
 * of two instances claiming at once PostgreSQL lets one win (the other re-checks the WHERE after
 * the winner commits, sees the lease and updates nothing). Answers the due time claimed, or null.
 */
export async function claimDueJob(db: Database, claim: JobClaim): Promise<Date | null> {
  const rows = await db
    .update(scheduledJobs)
    .set({ leaseUntil: claim.leaseUntil, leasedBy: claim.leasedBy })
    .where(
      and(
        eq(scheduledJobs.name, claim.name),
        lte(scheduledJobs.nextRunAt, claim.now),
        or(isNull(scheduledJobs.leaseUntil), lt(scheduledJobs.leaseUntil, claim.now)),
      ),
    )
    .returning({ nextRunAt: scheduledJobs.nextRunAt });
  return rows[0]?.nextRunAt ?? null;
}

/** Who ends a run: only the lease holder, so a run taken over after its lease cannot clobber the new one. */
export type LeaseHolder = { name: string; leasedBy: string };

/** A finished run: moves the schedule on and frees the lease in one statement. False: the lease was lost. */
export async function completeJobRun(
  db: Database,
  holder: LeaseHolder,
  done: { finishedAt: Date; nextRunAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(scheduledJobs)
    .set({
      nextRunAt: done.nextRunAt,
      lastRunAt: done.finishedAt,
      lastError: null,
      runs: sql`${scheduledJobs.runs} + 1`,
      leaseUntil: null,
      leasedBy: null,
    })
    .where(and(eq(scheduledJobs.name, holder.name), eq(scheduledJobs.leasedBy, holder.leasedBy)))
    .returning({ name: scheduledJobs.name });
  return rows.length > 0;
}

/** A failed run: keeps the error and frees the lease; the same run is due again at `retryAt`. */
export async function failJobRun(
  db: Database,
  holder: LeaseHolder,
  failure: { error: string; retryAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(scheduledJobs)
    .set({ lastError: failure.error, nextRunAt: failure.retryAt, leaseUntil: null, leasedBy: null })
    .where(and(eq(scheduledJobs.name, holder.name), eq(scheduledJobs.leasedBy, holder.leasedBy)))
    .returning({ name: scheduledJobs.name });
  return rows.length > 0;
}

export async function jobRows(db: Database): Promise<ScheduledJobRow[]> {
  return db.select().from(scheduledJobs).orderBy(scheduledJobs.name);
}
