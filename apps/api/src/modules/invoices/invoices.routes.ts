import { orderEndpoints as endpoints } from '@shringar/contracts/endpoints/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { Forbidden, Unauthorized } from '../../lib/errors.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { getInvoicePdf } from './invoice.service.ts';
import { verifyInvoiceLink } from '../orders/orders.public.ts';

/**
 * The GST invoice PDF. A browser opens the signed link from order details (no Bearer header needed); an app
 * may instead send its Bearer token. Another shopper's order is a 404 either way.
 */
const invoiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.downloadInvoice, async (request, reply) => {
    const { orderId } = request.params;
    const { expires, sig } = request.query;
    let userId: number | null;
    if (expires !== undefined && sig !== undefined) {
      if (!verifyInvoiceLink(ctx, orderId, expires, sig))
        throw new Forbidden('This invoice link has expired. Open the order again to get a new one.', 'LINK_EXPIRED');
      userId = null;
    } else if (request.auth) userId = request.auth.userId;
    else throw new Unauthorized();
    const file = await getInvoicePdf(ctx, { orderId, userId });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.pdf);
  });
};

export default invoiceRoutes;
