import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/client';
import { firstRunAt, nextRunAt } from './job-schedule';
import type { JobLog, ScheduledJob } from './scheduled-job';
import { claimDueJob, completeJobRun, ensureJobRows, failJobRun } from './scheduled-jobs.repository';

export const DEFAULT_LEASE_MS = 5 * 60_000;
export const DEFAULT_RETRY_MS = 30_000;
const MAX_ERROR_LENGTH = 500;
/** Each wait is the poll interval ± this share, so instances started together do not claim in step. */
const POLL_JITTER = 0.2;

const silentLog: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

export type JobRunnerOptions = {
  now?: () => Date;
  log?: JobLog;
  /** Written to leased_by; unique per runner by default (host, process, random part). */
  instanceId?: string;
};

/** Names of the jobs a pass ran (and finished) and of those whose run failed. */
export type JobsReport = { ran: string[]; failed: string[] };

type RunOutcome = 'ran' | 'failed' | 'not-due';

/**
 * Runs scheduled jobs on the scheduled_jobs lease rows (architecture: Scheduled work, each job once
 * across all instances). Every instance polls; a due job is claimed by one UPDATE that sets a
 * lease, run, then rescheduled by one UPDATE that only the lease holder's run can make. Jobs of
 * one runner run one after another, never two at once. Works the same on PGlite and PostgreSQL.
 */
export class JobRunner {
  readonly instanceId: string;
  private readonly now: () => Date;
  private readonly log: JobLog;
  private rowsEnsured = false;
  private polling = false;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private currentPass: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly jobs: readonly ScheduledJob[],
    options: JobRunnerOptions = {},
  ) {
    const names = jobs.map((job) => job.name);
    const repeated = names.find((name, index) => names.indexOf(name) !== index);
    if (repeated !== undefined) throw new Error(`scheduled job '${repeated}' is registered twice`);
    if (names.some((name) => name.trim() === '')) throw new Error('a scheduled job needs a name');
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? silentLog;
    this.instanceId = options.instanceId ?? `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  }

  /** One pass: every job that is due and not leased elsewhere runs once, in the order given. */
  async runDue(): Promise<JobsReport> {
    await this.ensureRows();
    const report: JobsReport = { ran: [], failed: [] };
    for (const job of this.jobs) {
      // Closing: jobs not yet claimed stay due for the next instance (or start).
      if (this.stopping) break;
      const outcome = await this.runIfDue(job);
      if (outcome === 'ran') report.ran.push(job.name);
      if (outcome === 'failed') report.failed.push(job.name);
    }
    return report;
  }

  /** Passes every `pollMs` (± jitter) until stop(); a pass never overlaps the previous one. */
  start(pollMs: number): void {
    if (this.polling || this.jobs.length === 0) return;
    this.polling = true;
    this.stopping = false;
    const pass = async () => {
      try {
        await this.runDue();
      } catch (error) {
        // The database is unreachable or closing: a claimed run's lease runs out and it is retried.
        this.log.warn({ err: error }, 'scheduled jobs: could not read or update scheduled_jobs');
      }
      if (!this.polling) return;
      const wait = pollMs * (1 - POLL_JITTER + 2 * POLL_JITTER * Math.random());
      this.timer = setTimeout(() => {
        this.currentPass = pass();
      }, wait);
      // The API's server keeps the process alive, not this timer.
      this.timer.unref();
    };
    this.currentPass = pass();
  }

  /** Stops polling and waits for the run in progress, so the database is not closed under it. */
  async stop(): Promise<void> {
    this.polling = false;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.currentPass;
  }

  private async ensureRows(): Promise<void> {
    if (this.rowsEnsured) return;
    const now = this.now();
    await ensureJobRows(
      this.db,
      this.jobs.map((job) => ({ name: job.name, nextRunAt: firstRunAt(job.schedule, now) })),
    );
    this.rowsEnsured = true;
  }

  private async runIfDue(job: ScheduledJob): Promise<RunOutcome> {
    const now = this.now();
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const dueAt = await claimDueJob(this.db, {
      name: job.name,
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      leasedBy: this.instanceId,
    });
    if (!dueAt) return 'not-due';
    const holder = { name: job.name, leasedBy: this.instanceId };
    try {
      await job.run(this.db, now, { dueAt, log: this.log });
    } catch (error) {
      const failedAt = this.now();
      // The next regular run may come sooner than the backoff (a job every few seconds).
      const retryAt = new Date(
        Math.min(
          failedAt.getTime() + (job.retryMs ?? DEFAULT_RETRY_MS),
          nextRunAt(job.schedule, dueAt, failedAt).getTime(),
        ),
      );
      await failJobRun(this.db, holder, { error: messageOf(error).slice(0, MAX_ERROR_LENGTH), retryAt });
      this.log.error({ job: job.name, dueAt, retryAt, err: error }, 'scheduled job failed, will retry');
      return 'failed';
    }
    const finishedAt = this.now();
    const completed = await completeJobRun(this.db, holder, {
      finishedAt,
      nextRunAt: nextRunAt(job.schedule, dueAt, finishedAt),
    });
    if (!completed) {
      this.log.warn(
        { job: job.name, dueAt, leaseMs },
        'scheduled job outlasted its lease and was taken over; its schedule is left to the other run',
      );
    }
    return 'ran';
  }
}

/**
 * Runs the jobs due at `now` once and waits for them: for tests that drive hold expiry and the
 * like with their own clock. A job is due when its row's next_run_at <= now (a job without a row
 * gets one first), so a test that moves its clock back empties scheduled_jobs first.
 */
export function runDueJobs(
  db: Database,
  jobs: readonly ScheduledJob[],
  now: Date,
  options: Omit<JobRunnerOptions, 'now'> = {},
): Promise<JobsReport> {
  return new JobRunner(db, jobs, { ...options, now: () => now }).runDue();
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
