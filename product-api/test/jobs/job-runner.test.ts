import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { scheduledJobs } from '../../src/db/schema';
import { JobRunner, runDueJobs } from '../../src/jobs/job-runner';
import { dailyAt, every } from '../../src/jobs/job-schedule';
import { registerJobs } from '../../src/jobs/jobs.plugin';
import type { JobLog, ScheduledJob } from '../../src/jobs/scheduled-job';
import { openTestDatabase } from '../profiles/test-app';

const T0 = new Date('2026-06-01T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

/** A job that records the times it ran at; `behaviour` may throw or wait. */
function recordingJob(
  name: string,
  overrides: Partial<ScheduledJob> = {},
  behaviour: (call: number) => Promise<void> = async () => {},
) {
  const ranAt: Date[] = [];
  const job: ScheduledJob = {
    name,
    schedule: every(60_000),
    run: async (_db, now) => {
      ranAt.push(now);
      await behaviour(ranAt.length);
    },
    ...overrides,
  };
  return { job, ranAt };
}

/** A promise the test settles when it wants: a run that is still going. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function spyLog(): JobLog & { messages: string[] } {
  const messages: string[] = [];
  const record = (_details: object, message: string) => void messages.push(message);
  return { messages, info: record, warn: record, error: record };
}

let handle: DatabaseHandle;

const rowOf = async (name: string) => {
  const [row] = await handle.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  if (!row) throw new Error(`no scheduled_jobs row ${name}`);
  return row;
};

beforeAll(async () => {
  handle = await openTestDatabase();
});
beforeEach(async () => {
  await handle.db.delete(scheduledJobs);
});
afterAll(async () => {
  await handle.close();
});

describe('the scheduled job runner', () => {
  it('runs an interval job at once, then not before its next due time, and moves next_run_at on', async () => {
    const { job, ranAt } = recordingJob('every-minute');

    expect(await runDueJobs(handle.db, [job], T0)).toEqual({ ran: ['every-minute'], failed: [] });
    expect(await rowOf('every-minute')).toMatchObject({
      nextRunAt: later(60_000),
      lastRunAt: T0,
      runs: 1,
      leaseUntil: null,
      leasedBy: null,
      lastError: null,
    });

    expect(await runDueJobs(handle.db, [job], later(59_999))).toEqual({ ran: [], failed: [] });
    expect(await runDueJobs(handle.db, [job], later(60_000))).toEqual({ ran: ['every-minute'], failed: [] });
    expect(ranAt).toEqual([T0, later(60_000)]);
    expect(await rowOf('every-minute')).toMatchObject({ nextRunAt: later(120_000), runs: 2 });
  });

  it('runs a daily job first at its Malta time, then the next day', async () => {
    const { job, ranAt } = recordingJob('end-of-day', { schedule: dailyAt('23:59') });
    const dueAt = new Date('2026-06-01T21:59:00.000Z');

    expect(await runDueJobs(handle.db, [job], T0)).toEqual({ ran: [], failed: [] });
    expect((await rowOf('end-of-day')).nextRunAt).toEqual(dueAt);
    expect(await runDueJobs(handle.db, [job], new Date(dueAt.getTime() - 1))).toEqual({
      ran: [],
      failed: [],
    });
    expect(await runDueJobs(handle.db, [job], dueAt)).toEqual({ ran: ['end-of-day'], failed: [] });
    expect(ranAt).toEqual([dueAt]);
    expect((await rowOf('end-of-day')).nextRunAt).toEqual(new Date('2026-06-02T21:59:00.000Z'));
  });

  it('keeps the schedule a running instance wrote when another one starts', async () => {
    const { job } = recordingJob('every-minute');
    await runDueJobs(handle.db, [job], T0);
    // A second instance starting later would have made the job due at once.
    expect(await runDueJobs(handle.db, [job], later(30_000))).toEqual({ ran: [], failed: [] });
    expect((await rowOf('every-minute')).nextRunAt).toEqual(later(60_000));
  });

  it('records a failure, frees the lease and retries after the backoff, then clears the error', async () => {
    const log = spyLog();
    const { job, ranAt } = recordingJob(
      'flaky',
      { schedule: every(3600_000), retryMs: 30_000 },
      async (call) => {
        if (call === 1) throw new Error('database said no');
      },
    );

    expect(await runDueJobs(handle.db, [job], T0, { log })).toEqual({ ran: [], failed: ['flaky'] });
    expect(await rowOf('flaky')).toMatchObject({
      nextRunAt: later(30_000),
      lastError: 'database said no',
      runs: 0,
      lastRunAt: null,
      leaseUntil: null,
      leasedBy: null,
    });
    expect(log.messages).toEqual(['scheduled job failed, will retry']);

    expect(await runDueJobs(handle.db, [job], later(29_999))).toEqual({ ran: [], failed: [] });
    expect(await runDueJobs(handle.db, [job], later(30_000))).toEqual({ ran: ['flaky'], failed: [] });
    expect(ranAt).toHaveLength(2);
    expect(await rowOf('flaky')).toMatchObject({
      lastError: null,
      runs: 1,
      nextRunAt: later(30_000 + 3600_000),
    });
  });

  it('retries a failed interval job at its next regular time when that comes before the backoff', async () => {
    const { job } = recordingJob('quick', { schedule: every(5_000), retryMs: 30_000 }, async () => {
      throw new Error('still broken');
    });
    await runDueJobs(handle.db, [job], T0);
    expect((await rowOf('quick')).nextRunAt).toEqual(later(5_000));
  });

  it('lets a second instance take over a run whose lease ran out, and ignores the late finish', async () => {
    const stalled = gate();
    const started = gate();
    const log = spyLog();
    const { job, ranAt } = recordingJob('takeover', { leaseMs: 1_000 }, async (call) => {
      if (call !== 1) return;
      started.open();
      await stalled.opened;
    });
    const first = new JobRunner(handle.db, [job], { now: () => T0, instanceId: 'instance-a', log });
    const firstPass = first.runDue();
    await started.opened;
    expect(await rowOf('takeover')).toMatchObject({ leasedBy: 'instance-a', leaseUntil: later(1_000) });

    const second = { instanceId: 'instance-b' };
    expect(await runDueJobs(handle.db, [job], later(1_000), second)).toEqual({ ran: [], failed: [] });
    expect(await runDueJobs(handle.db, [job], later(1_001), second)).toEqual({
      ran: ['takeover'],
      failed: [],
    });
    expect(await rowOf('takeover')).toMatchObject({ runs: 1, nextRunAt: later(60_000), leasedBy: null });

    stalled.open();
    await firstPass;
    expect(ranAt).toEqual([T0, later(1_001)]);
    expect(await rowOf('takeover')).toMatchObject({
      runs: 1,
      nextRunAt: later(60_000),
      lastRunAt: later(1_001),
    });
    expect(log.messages).toEqual([
      'scheduled job outlasted its lease and was taken over; its schedule is left to the other run',
    ]);
  });

  it('runs a due job once when two runners pass at the same moment', async () => {
    const { job, ranAt } = recordingJob('contended');
    await runDueJobs(handle.db, [job], T0);
    const reports = await Promise.all(
      ['a', 'b', 'c'].map((instanceId) => runDueJobs(handle.db, [job], later(60_000), { instanceId })),
    );
    expect(reports.flatMap((report) => report.ran)).toEqual(['contended']);
    expect(ranAt).toHaveLength(2);
  });

  it('refuses two jobs of one name', () => {
    const { job } = recordingJob('twice');
    expect(() => new JobRunner(handle.db, [job, job])).toThrow("scheduled job 'twice' is registered twice");
  });
});

describe('the jobs plugin', () => {
  async function appWith(jobs: ScheduledJob[], env: Record<string, string>) {
    const app = Fastify({ logger: false });
    app.decorate('deps', { config: loadConfig({ LOG_LEVEL: 'silent', ...env }), db: handle.db });
    await registerJobs(app, jobs);
    return app;
  }

  it('starts polling when the app is ready, and closing waits for the run in hand', async () => {
    const stalled = gate();
    const started = gate();
    const { job } = recordingJob('slow', {}, async () => {
      started.open();
      await stalled.opened;
    });
    const { job: next, ranAt: nextRan } = recordingJob('after-slow');
    const app = await appWith([job, next], { JOBS_POLL_MS: '20' });
    await app.ready();
    await started.opened;

    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    stalled.open();
    await closing;
    expect(await rowOf('slow')).toMatchObject({ runs: 1, leaseUntil: null });
    // Closing: the job after it is left due for another instance.
    expect(nextRan).toEqual([]);
    expect(await rowOf('after-slow')).toMatchObject({ runs: 0, leaseUntil: null });
  });

  it('runs nothing when JOBS_ENABLED is false', async () => {
    const { job, ranAt } = recordingJob('disabled');
    const app = await appWith([job], { JOBS_ENABLED: 'false', JOBS_POLL_MS: '10' });
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.close();
    expect(ranAt).toEqual([]);
    expect(await handle.db.select().from(scheduledJobs)).toEqual([]);
  });
});
