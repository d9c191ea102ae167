import {
  deliveryStatusSchema,
  orderAddressSchema,
  orderDetailsSchema,
  orderRowSchema,
} from '@shringar/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { getDeliveryStatus } from './delivery-status.service.ts';
import { getOrderAddress, getOrderDetails } from './order-details.service.ts';
import { listOrders } from './order-list.service.ts';

export const orderIdParams = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'id is required')
    .max(40, 'id must be at most 40 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'id must be an order id'),
});

/** Reading orders: the list, details, tracking timeline and address snapshot (signed in; others' → 404). */
const ordersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          "The shopper's orders, one row per item, newest first; unpaid online orders show as PENDING until they expire",
        security: [{ bearer: [] }],
        response: { 200: envelope(z.array(orderRowSchema)), ...errorResponses(401) },
      },
    },
    async (request) => ok(await listOrders(ctx, userIdOf(request))),
  );

  app.get(
    '/order/details/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Order details: items, price breakdown, payment, address, cancel/return availability, invoice link',
        security: [{ bearer: [] }],
        params: orderIdParams,
        response: { 200: envelope(orderDetailsSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getOrderDetails(ctx, userIdOf(request), request.params.id)),
  );

  app.get(
    '/order/delivery-status/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Tracking timeline built from the order status history',
        security: [{ bearer: [] }],
        params: orderIdParams,
        response: { 200: envelope(deliveryStatusSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getDeliveryStatus(ctx, userIdOf(request), request.params.id)),
  );

  app.get(
    '/order-address/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The delivery address as it was when the order was placed',
        security: [{ bearer: [] }],
        params: orderIdParams,
        response: { 200: envelope(orderAddressSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getOrderAddress(ctx, userIdOf(request), request.params.id)),
  );
};

export default ordersRoutes;
