import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../lib/envelope.ts';
import { Forbidden, Unauthorized } from '../../lib/errors.ts';
import { getInvoicePdf } from './invoice.service.ts';
import { verifyInvoiceLink } from '../orders/orders.public.ts';

const params = z.object({
  orderId: z
    .string()
    .max(40, 'orderId must be at most 40 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'orderId must be an order id'),
});
const query = z.object({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, 'expires must be a whole number')
    .transform(Number)
    .optional(),
  sig: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'sig must be a signature')
    .optional(),
});

/**
 * The GST invoice PDF. A browser opens the signed link from order details (no Bearer header needed); an app
 * may instead send its Bearer token. Another shopper's order is a 404 either way.
 */
const invoiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/invoices/:orderId.pdf',
    {
      schema: {
        tags: ['orders'],
        summary: 'Download the GST tax invoice (PDF) by signed link or Bearer token',
        params,
        querystring: query,
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('The invoice, application/pdf'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
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
    },
  );
};

export default invoiceRoutes;
