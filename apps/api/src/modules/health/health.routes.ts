import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';

/** Liveness and database reachability, for load balancers; no envelope, no auth. */
const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
          503: z.object({ status: z.literal('degraded'), db: z.literal('down') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded' as const, db: 'down' as const });
      }
    },
  );
};

export default healthRoutes;
