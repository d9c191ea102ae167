import {
  deliveryStatusSchema,
  invoiceLinkQuery,
  invoiceParams,
  invoicePdfSchema,
  orderAddressSchema,
  orderDetailsSchema,
  orderIdParams,
  orderListAnswer,
  orderListQuery,
  returnRequestAnswerSchema,
  returnRequestBodySchema,
} from '../orders.ts';
import { cancelRequestBody } from '../payments.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The shopper's orders: reading, cancelling, returning, the invoice. Another shopper's order is a 404. */

const tags = ['orders'] as const;

export const listOrders = defineEndpoint({
  operationId: 'listOrders',
  method: 'GET',
  path: '/orders',
  access: 'shopper',
  tags,
  summary:
    "The shopper's orders, one row per item, newest first; unpaid online orders show as PENDING until they expire",
  description:
    'With `page` or `itemsPerPage`, a page as every list answers it: `{ items, pagination }`, where itemsPerPage and ' +
    "the pagination count orders and `items` holds every item row of the page's orders. Without either, the " +
    "spec's plain array of rows (the latest 500).",
  errors: [400, 401],
  schemas: { query: orderListQuery, response: orderListAnswer },
});

export const getOrderDetails = defineEndpoint({
  operationId: 'getOrderDetails',
  method: 'GET',
  path: '/order/details/{id}',
  access: 'shopper',
  tags,
  summary: 'Order details: items, price breakdown, payment, address, cancel/return availability, invoice link',
  errors: [400, 401, 404],
  errorCodes: ['ORDER_NOT_FOUND'],
  schemas: { params: orderIdParams, response: orderDetailsSchema },
});

export const getOrderAddress = defineEndpoint({
  operationId: 'getOrderAddress',
  method: 'GET',
  path: '/order-address/{id}',
  access: 'shopper',
  tags,
  summary: 'The delivery address as it was when the order was placed',
  errors: [400, 401, 404],
  errorCodes: ['ORDER_NOT_FOUND'],
  schemas: { params: orderIdParams, response: orderAddressSchema },
});

export const getDeliveryStatus = defineEndpoint({
  operationId: 'getDeliveryStatus',
  method: 'GET',
  path: '/order/delivery-status/{id}',
  access: 'shopper',
  tags,
  summary: 'Tracking timeline built from the order status history',
  errors: [400, 401, 404],
  errorCodes: ['ORDER_NOT_FOUND'],
  schemas: { params: orderIdParams, response: deliveryStatusSchema },
});

export const cancelOrder = defineEndpoint({
  operationId: 'cancelOrder',
  method: 'POST',
  path: '/order/cancel-request/{id}',
  access: 'shopper',
  tags,
  summary: 'Cancel an order (only while isCancelAvailable)',
  description:
    'Status becomes CANCELLED_BY_USER with a history row; stock and the wallet part go back; the online part is refunded through the gateway exactly once. Repeating the call completes a refund that failed and changes nothing else.',
  errors: [400, 401, 404, 409, 502],
  errorCodes: ['ORDER_NOT_FOUND', 'ORDER_IS_DRAFT', 'CANCEL_NOT_AVAILABLE', 'REFUND_FAILED'],
  schemas: { params: orderIdParams, body: cancelRequestBody, response: orderDetailsSchema },
});

export const requestReturn = defineEndpoint({
  operationId: 'requestReturn',
  method: 'POST',
  path: '/return/request',
  access: 'shopper',
  tags,
  summary: 'Request the return of a delivered item, within the return window (one request per item)',
  errors: [400, 401, 404, 409],
  errorCodes: ['INVALID_REASON', 'ORDER_ITEM_NOT_FOUND', 'RETURN_NOT_AVAILABLE', 'RETURN_ALREADY_REQUESTED'],
  schemas: { body: returnRequestBodySchema, response: returnRequestAnswerSchema },
});

export const downloadInvoice = defineEndpoint({
  operationId: 'downloadInvoice',
  method: 'GET',
  path: '/invoices/{orderId}.pdf',
  access: 'optional',
  tags,
  summary: 'Download the GST tax invoice (PDF) by signed link or Bearer token',
  description:
    'A browser opens the signed link from order details (expires and sig, no token needed); an app may instead send its Bearer token. Without either the answer is 401.',
  produces: 'application/pdf',
  errors: [400, 401, 403, 404, 409],
  errorCodes: ['LINK_EXPIRED', 'ORDER_NOT_FOUND', 'INVOICE_NOT_READY'],
  schemas: { params: invoiceParams, query: invoiceLinkQuery, response: invoicePdfSchema },
});

export const orderEndpoints = {
  listOrders,
  getOrderDetails,
  getOrderAddress,
  getDeliveryStatus,
  cancelOrder,
  requestReturn,
  downloadInvoice,
};
