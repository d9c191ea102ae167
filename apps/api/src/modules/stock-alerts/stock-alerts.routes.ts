import { stockAlertsEndpoints as endpoints } from '@shringar/contracts/endpoints/stock-alerts';
import { STOCK_ALERT_MESSAGES } from '@shringar/contracts/stock-alert-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { pendingStockAlerts } from './pending-stock-alerts.ts';
import { requestStockAlert } from './stock-alert-request.ts';

const stockAlertRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.requestStockAlert, async (request) =>
    ok(await requestStockAlert(ctx, userIdOf(request), request.body.variantId), STOCK_ALERT_MESSAGES.SAVED),
  );
  endpointRoute(app, endpoints.listPendingStockAlerts, async (request) =>
    ok(await pendingStockAlerts(ctx, userIdOf(request), request.query.productId)),
  );
};

export default stockAlertRoutes;
