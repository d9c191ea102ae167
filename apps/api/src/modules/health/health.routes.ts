import { healthEndpoints as endpoints } from '@shringar/contracts/endpoints/health';
import { readinessSchema } from '@shringar/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { readiness } from './readiness.service.ts';

/** Liveness and readiness, for load balancers and orchestrators; no envelope, no auth, never load-shed. */
const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.getHealth, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  endpointRoute(
    app,
    endpoints.getReady,
    async (_request, reply) => {
      const answer = await readiness(ctx);
      reply.header('cache-control', 'no-store');
      return answer.status === 'ready' ? answer : reply.status(503).send(answer);
    },
    { responses: { 503: readinessSchema } },
  );
};

export default healthRoutes;
