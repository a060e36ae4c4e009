import type { Database } from '../db/client';
import type { JobSchedule } from './job-schedule';

/** The runner's log: the Fastify logger in the API (pino), anything alike in a test. */
export type JobLog = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** What a run is told besides the database and the time. */
export type JobRunContext = {
  /** The next_run_at this run was claimed for (its scheduled time, or the retry time after a failure). */
  dueAt: Date;
  log: JobLog;
};

/**
 * A piece of scheduled work of the API (src/jobs). Each due run is claimed by one instance,
 * however many share the database, but a run can still happen more than once: when an instance
 * dies (or stalls past `leaseMs`) mid-run, another runs it again after the lease, and a failed run
 * is retried. So `run` must be idempotent: it acts on the state it finds at `now` (release the
 * holds expired by `now`, move the carts still open), never on "what the last run left", and
 * makes each change in a transaction that checks the row still needs it.
 */
export type ScheduledJob = {
  /** The scheduled_jobs row's key; renaming a job starts a new schedule. */
  name: string;
  schedule: JobSchedule;
  run: (db: Database, now: Date, context: JobRunContext) => Promise<void>;
  /** How long a claimed run is this instance's; longer than a run can take (default 5 minutes). */
  leaseMs?: number;
  /** The wait before a failed run is tried again (default 30 s). */
  retryMs?: number;
};
