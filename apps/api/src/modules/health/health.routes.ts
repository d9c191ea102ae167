import { healthEndpoints as endpoints } from '@shringar/contracts/endpoints/health';
import { healthSchemas as schemas } from '@shringar/contracts/endpoints/health.schemas';
import { healthDownSchema } from '@shringar/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';

/** A load balancer's probe must get an answer even while the database is restarting or every connection is busy. */
const DB_PROBE_TIMEOUT_MS = 2000;

/** `select 1`, or a rejection once the probe has waited too long (the query itself is left to finish or fail). */
async function probeDatabase(ctx: AppContext) {
  const query = Promise.resolve(ctx.db.execute(sql`select 1`));
  query.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database probe timed out')), DB_PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness and database reachability, for load balancers; no envelope, no auth. */
const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(
    app,
    endpoints.getHealth,
    schemas.getHealth,
    async (_request, reply) => {
      try {
        await probeDatabase(ctx);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded' as const, db: 'down' as const });
      }
    },
    { responses: { 503: healthDownSchema } },
  );
};

export default healthRoutes;
