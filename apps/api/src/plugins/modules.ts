import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { type Job, JobRunner } from '../lib/jobs/job-runner.ts';

const modulesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'modules');

/** Files in modules/<domain>/ whose names end with the suffix, in a stable order. */
function moduleFiles(suffix: string): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(modulesDir, d.name))
        .filter((f) => f.endsWith(suffix))
        .map((f) => join(modulesDir, d.name, f)),
    )
    .sort();
}

/**
 * Every modules/<domain>/*.routes.ts (of the `only` domains, when given) default-exports a Fastify plugin taking { ctx }; each is mounted under
 * /api/v4. Domains add routes by adding a file, never by editing a shared list.
 */
export async function registerModules(app: FastifyInstance, ctx: AppContext, opts: { only?: string[] } = {}) {
  const only = opts.only;
  const files = moduleFiles('.routes.ts').filter((f) => !only || only.includes(basename(dirname(f))));
  for (const file of files) {
    const mod = (await import(pathToFileURL(file).href)) as {
      default: (app: FastifyInstance, opts: { ctx: AppContext }) => Promise<void>;
    };
    await app.register(mod.default, { prefix: '/api/v4', ctx });
  }
}

export type { Job } from '../lib/jobs/job-runner.ts';

/** Every modules/<domain>/*.job.ts, loaded. */
export async function loadJobs(): Promise<Job[]> {
  const jobs: Job[] = [];
  for (const file of moduleFiles('.job.ts'))
    jobs.push(((await import(pathToFileURL(file).href)) as { default: Job }).default);
  return jobs;
}

/**
 * Runs the background jobs through a JobRunner: each due run happens once across every process on the
 * database, whichever process claims it. Stops when the server closes, after the run in progress.
 */
export async function startJobs(app: FastifyInstance, ctx: AppContext) {
  const runner = new JobRunner(ctx, await loadJobs());
  await runner.register();
  runner.start(ctx.config.JOB_POLL_MS);
  app.log.info({ runner: runner.owner }, 'job runner started');
  app.addHook('onClose', async () => runner.stop());
}
