import type { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import type {
  deliveryStatusSchema,
  orderDetailsSchema,
  orderRowSchema,
  returnRequestAnswerSchema,
  returnRequestBodySchema,
} from '../orders.ts';
import type { cancelRequestBody } from '../payments.ts';

/** The order id in a path: letters, digits, '_' and '-', at most 40 characters. */
type OrderIdParams = z.ZodObject<{ id: z.ZodString }>;

/** Reading and changing the shopper's own orders (another shopper's order is a 404). */

export const listOrders = defineEndpoint<{ response: z.ZodArray<typeof orderRowSchema> }>()({
  operationId: 'listOrders',
  method: 'GET',
  path: '/orders',
  access: 'shopper',
  tags: ['orders'],
  summary: "The shopper's orders, one row per item, newest first",
  errors: [401],
});

export const getOrderDetails = defineEndpoint<{ params: OrderIdParams; response: typeof orderDetailsSchema }>()({
  operationId: 'getOrderDetails',
  method: 'GET',
  path: '/order/details/{id}',
  access: 'shopper',
  tags: ['orders'],
  summary: 'Order details: items, price breakdown, payment, address, cancel/return availability, invoice link',
  errors: [400, 401, 404],
});

export const getDeliveryStatus = defineEndpoint<{ params: OrderIdParams; response: typeof deliveryStatusSchema }>()({
  operationId: 'getDeliveryStatus',
  method: 'GET',
  path: '/order/delivery-status/{id}',
  access: 'shopper',
  tags: ['orders'],
  summary: 'Tracking timeline built from the order status history',
  errors: [400, 401, 404],
});

export const cancelOrder = defineEndpoint<{
  params: OrderIdParams;
  body: typeof cancelRequestBody;
  response: typeof orderDetailsSchema;
}>()({
  operationId: 'cancelOrder',
  method: 'POST',
  path: '/order/cancel-request/{id}',
  access: 'shopper',
  tags: ['orders'],
  summary: 'Cancel an order (only while isCancelAvailable)',
  errors: [400, 401, 404, 409, 502],
});

export const requestReturn = defineEndpoint<{
  body: typeof returnRequestBodySchema;
  response: typeof returnRequestAnswerSchema;
}>()({
  operationId: 'requestReturn',
  method: 'POST',
  path: '/return/request',
  access: 'shopper',
  tags: ['orders'],
  summary: 'Request the return of a delivered item, within the return window (one request per item)',
  errors: [400, 401, 404, 409],
});
