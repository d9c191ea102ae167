import { healthEndpoints as endpoints } from '@shringar/contracts/endpoints/health';
import { healthSchemas as schemas } from '@shringar/contracts/endpoints/health.schemas';
import { healthDownSchema } from '@shringar/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';

/** Liveness and database reachability, for load balancers; no envelope, no auth. */
const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(
    app,
    endpoints.getHealth,
    schemas.getHealth,
    async (_request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded' as const, db: 'down' as const });
      }
    },
    { responses: { 503: healthDownSchema } },
  );
};

export default healthRoutes;
