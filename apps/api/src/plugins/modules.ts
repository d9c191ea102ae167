import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

const here = fileURLToPath(import.meta.url);
const modulesDir = join(dirname(here), '..', 'modules');
/** `.ts` from the sources (tsx, tests), `.js` from the production build. */
const sourceExt = here.endsWith('.js') ? '.js' : '.ts';

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
 * Every modules/<domain>/*.routes.ts default-exports a Fastify plugin taking { ctx }; each is mounted under
 * /api/v4. Domains add routes by adding a file, never by editing a shared list.
 */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  for (const file of moduleFiles(`.routes${sourceExt}`)) {
    const mod = (await import(pathToFileURL(file).href)) as {
      default: (app: FastifyInstance, opts: { ctx: AppContext }) => Promise<void>;
    };
    await app.register(mod.default, { prefix: '/api/v4', ctx });
  }
}

/** A background job: modules/<domain>/*.job.ts default-exports one. */
export type Job = { name: string; intervalMs: number; run: (ctx: AppContext) => Promise<unknown> };

async function loadJobs(): Promise<Job[]> {
  const jobs: Job[] = [];
  for (const file of moduleFiles(`.job${sourceExt}`))
    jobs.push(((await import(pathToFileURL(file).href)) as { default: Job }).default);
  return jobs;
}

/** Runs each job on its interval, never two runs of one job at once; stops when the server closes. */
export async function startJobs(app: FastifyInstance, ctx: AppContext) {
  const jobs = await loadJobs();
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await job.run(ctx);
      } catch (err) {
        app.log.error({ err, job: job.name }, 'job failed');
      } finally {
        running = false;
      }
    };
    timers.push(setInterval(tick, job.intervalMs).unref());
  }
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}
