import { orderEndpoints as endpoints } from '@shringar/contracts/endpoints/orders';
import { DEFAULT_ITEMS_PER_PAGE } from '@shringar/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { requestOrigin } from '../../plugins/public-origin.ts';
import { getDeliveryStatus } from './delivery-status.service.ts';
import { getOrderAddress, getOrderDetails } from './order-details.service.ts';
import { listOrderPage, listOrders } from './order-list.service.ts';

/**
 * Reading orders: the list, details, tracking timeline and address snapshot (signed in; others' → 404). The
 * list, details and timeline take `lang` in the query: the store's wording in them is in that language.
 */
const ordersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Paged when the caller asks for a page; a spec client asking without paging parameters gets the plain list.
  endpointRoute(app, endpoints.listOrders, async (request) => {
    const { page, itemsPerPage, lang } = request.query;
    if (page === undefined && itemsPerPage === undefined) return ok(await listOrders(ctx, userIdOf(request), lang));
    return ok(await listOrderPage(ctx, userIdOf(request), page ?? 1, itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE, lang));
  });

  endpointRoute(app, endpoints.getOrderDetails, async (request) =>
    ok(
      await getOrderDetails(
        ctx,
        userIdOf(request),
        request.params.id,
        requestOrigin(ctx.config, request),
        request.query.lang,
      ),
    ),
  );

  endpointRoute(app, endpoints.getDeliveryStatus, async (request) =>
    ok(await getDeliveryStatus(ctx, userIdOf(request), request.params.id, request.query.lang)),
  );

  endpointRoute(app, endpoints.getOrderAddress, async (request) =>
    ok(await getOrderAddress(ctx, userIdOf(request), request.params.id)),
  );
};

export default ordersRoutes;
