import { adminStockEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { historyActor } from '../staff/staff.public.ts';
import { adjustStock, stockHistory } from './stock-history.service.ts';

/** A variant's stock ledger in the console: its history, and adjustments by a delta with a reason. */
const adminStockRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminStockHistory, async (request) =>
    ok(await stockHistory(ctx, request.params.id, request.query)),
  );

  endpointRoute(app, endpoints.adminAdjustStock, async (request) => {
    const answer = await adjustStock(ctx, request.params.id, request.body, historyActor(request.operator));
    request.auditChange = {
      target: `variant:${request.params.id}`,
      before: { stock: answer.stock - request.body.delta },
      after: { stock: answer.stock, delta: request.body.delta, reason: request.body.reason },
    };
    const sign = request.body.delta > 0 ? '+' : '';
    return ok(answer, `Stock ${sign}${request.body.delta}: now ${answer.stock}`);
  });
};

export default adminStockRoutes;
