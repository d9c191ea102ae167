import { orderEndpoints as endpoints } from '@shringar/contracts/endpoints/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { getDeliveryStatus } from './delivery-status.service.ts';
import { getOrderAddress, getOrderDetails } from './order-details.service.ts';
import { listOrders } from './order-list.service.ts';

/** Reading orders: the list, details, tracking timeline and address snapshot (signed in; others' → 404). */
const ordersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.listOrders, async (request) => ok(await listOrders(ctx, userIdOf(request))));

  endpointRoute(app, endpoints.getOrderDetails, async (request) =>
    ok(await getOrderDetails(ctx, userIdOf(request), request.params.id)),
  );

  endpointRoute(app, endpoints.getDeliveryStatus, async (request) =>
    ok(await getDeliveryStatus(ctx, userIdOf(request), request.params.id)),
  );

  endpointRoute(app, endpoints.getOrderAddress, async (request) =>
    ok(await getOrderAddress(ctx, userIdOf(request), request.params.id)),
  );
};

export default ordersRoutes;
