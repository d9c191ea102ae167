import { adminOrderDeskEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-order-desk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKey } from '../../lib/idempotency-key.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { historyActor } from '../staff/staff.public.ts';
import { findPhoneShopper, placeManualOrder, searchOrderVariants } from './manual-order-admin.service.ts';

/** Phone orders from the console: find the shopper, search variants, place the order (audited). */
const manualOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminFindPhoneShopper, async (request) =>
    ok(await findPhoneShopper(ctx, request.query.phone)),
  );

  endpointRoute(app, endpoints.adminSearchOrderVariants, async (request) =>
    ok(await searchOrderVariants(ctx, request.query.q)),
  );

  endpointRoute(app, endpoints.adminCreateManualOrder, async (request) => {
    const placed = await placeManualOrder(ctx, request.body, {
      actor: historyActor(request.operator),
      idempotencyKey: idempotencyKey(request.headers),
    });
    request.auditChange = { target: placed.orderId, after: placed };
    return ok(placed, placed.isDraft ? 'Order created; the shopper pays by the link' : 'Order placed');
  });
};

export default manualOrderRoutes;
