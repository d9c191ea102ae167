import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { importModuleFiles } from './module-files.ts';

type RoutesModule = { default: (app: FastifyInstance, opts: { ctx: AppContext }) => Promise<void> };

/**
 * Every modules/<domain>/*.routes.ts default-exports a Fastify plugin taking { ctx }; each is mounted under
 * /api/v4. Domains add routes by adding a file, never by editing a shared list.
 */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  for (const mod of (await importModuleFiles('routes')) as RoutesModule[])
    await app.register(mod.default, { prefix: '/api/v4', ctx });
}

/** A background job: modules/<domain>/*.job.ts default-exports one. */
export type Job = { name: string; intervalMs: number; run: (ctx: AppContext) => Promise<unknown> };

async function loadJobs(): Promise<Job[]> {
  return ((await importModuleFiles('job')) as { default: Job }[]).map((mod) => mod.default);
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
