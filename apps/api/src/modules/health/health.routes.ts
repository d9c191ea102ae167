import { healthEndpoints as endpoints } from '@shringar/contracts/endpoints/health';
import { healthSchemas as schemas } from '@shringar/contracts/endpoints/health.schemas';
import { healthDownSchema } from '@shringar/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { databaseProbe } from './database-probe.ts';

/**
 * Liveness and database reachability, for load balancers; no envelope, no auth. The database is probed in the
 * background (database-probe.ts), so answering costs no query.
 */
const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const database = databaseProbe(ctx.db);
  app.addHook('onClose', async () => database.stop());
  endpointRoute(
    app,
    endpoints.getHealth,
    schemas.getHealth,
    async (_request, reply) => {
      if (await database.reachable()) return { status: 'ok' as const, db: 'ok' as const };
      return reply.status(503).send({ status: 'degraded' as const, db: 'down' as const });
    },
    { responses: { 503: healthDownSchema } },
  );
};

export default healthRoutes;
