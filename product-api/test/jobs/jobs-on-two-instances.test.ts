import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { scheduledJobs } from '../../src/db/schema';
import { openTestDatabase } from '../profiles/test-app';
import {
  CRASH_JOB,
  CRASH_LEASE_MS,
  PERIODIC_JOBS,
  createTestJobRuns,
  dropTestJobRuns,
  testJobRuns,
} from './two-instances-fixture';

/**
 * Issue 13: two API processes on one PostgreSQL database run each scheduled job exactly once.
 * Each instance is a process of its own (job-instance-process.ts) with the jobs plugin polling;
 * the runs they record are counted here. Only on a server: PGlite is one process by design.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const apiRoot = path.resolve(__dirname, '..', '..');
const PERIODIC_WINDOW_MS = 3000;
const FAR_AWAY = new Date('2100-01-01T00:00:00Z');

type Instance = { name: string; child: ChildProcess; exited: Promise<number | null> };

function startInstance(name: string, jobSet: 'periodic' | 'crash'): Promise<Instance> {
  const env: NodeJS.ProcessEnv = { ...process.env, JOB_INSTANCE: name, JOB_SET: jobSet };
  delete env.NODE_OPTIONS;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'job-instance-process.ts')],
    {
      cwd: apiRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve({ name, child, exited });
    });
    void exited.then((code) =>
      reject(new Error(`instance ${name} exited (${code}) before it was ready:\n${errors}`)),
    );
  });
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 8000): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

let handle: DatabaseHandle;
let instances: Instance[] = [];

/** Job rows written first and due far away, so nothing runs before both instances poll. */
async function scheduleLater(names: string[]) {
  await handle.db.insert(scheduledJobs).values(names.map((name) => ({ name, nextRunAt: FAR_AWAY })));
}
async function dueNow(names: string[]) {
  await handle.db
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now()` })
    .where(inArray(scheduledJobs.name, names));
}
async function stopInstance(instance: Instance) {
  instance.child.kill('SIGTERM');
  expect(await instance.exited).toBe(0);
}

onPostgres('scheduled jobs on two API processes', () => {
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  beforeEach(async () => {
    await createTestJobRuns(handle.db);
  });
  afterEach(() => {
    instances.forEach((instance) => instance.child.kill('SIGKILL'));
    instances = [];
  });
  afterAll(async () => {
    await dropTestJobRuns(handle.db);
    await handle.close();
  });

  it('runs each due run of each job exactly once over several periods', async () => {
    const names = Object.keys(PERIODIC_JOBS);
    await scheduleLater(names);
    instances = await Promise.all([startInstance('a', 'periodic'), startInstance('b', 'periodic')]);
    await dueNow(names);
    await new Promise((resolve) => setTimeout(resolve, PERIODIC_WINDOW_MS));
    for (const instance of instances) await stopInstance(instance);

    const runs = await handle.db.select().from(testJobRuns).orderBy(asc(testJobRuns.dueAt));
    for (const [name, periodMs] of Object.entries(PERIODIC_JOBS)) {
      const dueTimes = runs.filter((run) => run.job === name).map((run) => run.dueAt.getTime());
      // Once per due time: no due time was run by both instances (or twice by one).
      expect(new Set(dueTimes).size).toBe(dueTimes.length);
      // Several periods, each on the job's grid (a busy machine may skip one, never run it twice).
      expect(dueTimes.length).toBeGreaterThanOrEqual(Math.floor(PERIODIC_WINDOW_MS / periodMs / 2));
      for (let i = 1; i < dueTimes.length; i += 1) {
        const gap = (dueTimes[i] ?? 0) - (dueTimes[i - 1] ?? 0);
        expect(gap % periodMs).toBe(0);
        expect(gap).toBeGreaterThan(0);
      }
      const [row] = await handle.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
      expect(row).toMatchObject({ runs: dueTimes.length, leaseUntil: null, leasedBy: null, lastError: null });
    }
    // Both instances took runs: the test did race two claimers.
    expect(new Set(runs.map((run) => run.instance))).toEqual(new Set(['a', 'b']));
  }, 20_000);

  it('has the other instance finish a run whose instance died mid-run, once, after the lease', async () => {
    await scheduleLater([CRASH_JOB]);
    instances = await Promise.all([startInstance('a', 'crash'), startInstance('b', 'crash')]);
    await dueNow([CRASH_JOB]);

    const stalled = await waitFor('the first attempt', async () => {
      const [first] = await handle.db.select().from(testJobRuns).where(eq(testJobRuns.phase, 'started'));
      return first;
    });
    const died = instances.find((instance) => instance.name === stalled.instance);
    const survivor = instances.find((instance) => instance.name !== stalled.instance);
    if (!died || !survivor) throw new Error(`unknown instance ${stalled.instance}`);
    died.child.kill('SIGKILL');
    await died.exited;

    await waitFor('the take-over', async () => {
      const [done] = await handle.db.select().from(testJobRuns).where(eq(testJobRuns.phase, 'finished'));
      return done;
    });
    await stopInstance(survivor);

    const runs = await handle.db.select().from(testJobRuns).orderBy(asc(testJobRuns.id));
    expect(runs.map((run) => [run.instance, run.phase, run.dueAt.getTime()])).toEqual([
      [died.name, 'started', stalled.dueAt.getTime()],
      [survivor.name, 'started', stalled.dueAt.getTime()],
      [survivor.name, 'finished', stalled.dueAt.getTime()],
    ]);
    // The survivor started only when the dead instance's lease had run out.
    const retriedAt = runs[1]?.at.getTime() ?? 0;
    expect(retriedAt - stalled.at.getTime()).toBeGreaterThanOrEqual(CRASH_LEASE_MS - 100);
    const [row] = await handle.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, CRASH_JOB));
    expect(row).toMatchObject({ runs: 1, leaseUntil: null, leasedBy: null, lastError: null });
    expect(row?.nextRunAt.getTime()).toBe(stalled.dueAt.getTime() + 3600_000);
  }, 20_000);
});
