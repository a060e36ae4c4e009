import type { FastifyInstance } from 'fastify';
import { JobRunner } from './job-runner';
import type { ScheduledJob } from './scheduled-job';

/**
 * The scheduled jobs of this API instance. With JOBS_ENABLED (the default) a runner polls
 * scheduled_jobs every JOBS_POLL_MS from the moment the app is ready and, when it closes, stops
 * after the run in hand. The test apps turn it off, as mail sending is off there without
 * SMTP_URL; tests run jobs themselves with runDueJobs.
 */
export async function registerJobs(app: FastifyInstance, jobs: readonly ScheduledJob[]): Promise<void> {
  const { config, db, now } = app.deps;
  if (!config.JOBS_ENABLED || jobs.length === 0) return;
  const runner = new JobRunner(db, jobs, { now, log: app.log });
  app.addHook('onReady', async () => {
    app.log.info(
      { jobs: jobs.map((job) => job.name), pollMs: config.JOBS_POLL_MS, instance: runner.instanceId },
      'scheduled jobs: polling',
    );
    runner.start(config.JOBS_POLL_MS);
  });
  app.addHook('onClose', async () => runner.stop());
}
