import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { type Job, JobRunner } from '../lib/jobs/job-runner.ts';
import { importModuleFiles } from './module-files.ts';

type RoutesModule = { default: (app: FastifyInstance, opts: { ctx: AppContext }) => Promise<void> };

/**
 * Every modules/<domain>/*.routes.ts (of the `only` domains, when given) default-exports a Fastify plugin taking
 * { ctx }; each is mounted under /api/v4. Domains add routes by adding a file, never by editing a shared list.
 */
export async function registerModules(app: FastifyInstance, ctx: AppContext, opts: { only?: string[] } = {}) {
  const only = opts.only;
  for (const { domain, module } of await importModuleFiles('routes')) {
    if (only && !only.includes(domain)) continue;
    await app.register((module as RoutesModule).default, { prefix: '/api/v4', ctx });
  }
}

export type { Job } from '../lib/jobs/job-runner.ts';

/** Every modules/<domain>/*.job.ts, loaded. */
export async function loadJobs(): Promise<Job[]> {
  return (await importModuleFiles('job')).map(({ module }) => (module as { default: Job }).default);
}

/**
 * Runs the background jobs through a JobRunner: each due run happens once across every process on the
 * database, whichever process claims it. Stops when the server closes, after the run in progress.
 */
export async function startJobs(app: FastifyInstance, ctx: AppContext) {
  const only = ctx.config.JOBS_ONLY;
  const jobs = (await loadJobs()).filter((job) => only.length === 0 || only.includes(job.name));
  const unknown = only.filter((name) => !jobs.some((job) => job.name === name));
  if (unknown.length) app.log.warn({ unknown }, 'JOBS_ONLY names jobs that do not exist');
  const runner = new JobRunner(ctx, jobs);
  await runner.register();
  runner.start(ctx.config.JOB_POLL_MS);
  app.log.info({ runner: runner.owner }, 'job runner started');
  app.addHook('onClose', async () => runner.stop());
}
