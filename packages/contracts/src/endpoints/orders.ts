import {
  deliveryStatusSchema,
  invoiceLinkQuery,
  invoiceParams,
  invoicePdfSchema,
  orderAddressSchema,
  orderDetailsSchema,
  orderIdParams,
  orderListAnswer,
  returnRequestAnswerSchema,
  returnPhotoFileSchema,
  returnPhotoParams,
  returnPhotoQuery,
  returnRequestForm,
} from '../orders.ts';
import { cancelRequestBody } from '../payments.ts';
import { defineEndpoint } from '../endpoint.ts';
import { contentLangQuery } from '../catalogue.ts';
import { optionalPaginationQuery } from '../pagination.ts';

// `lang=hi` on the order answers a shopper reads (list, details, tracking, a cancel's answer) words the store's own
// texts in them in Hindi (date lines, charge labels, tracking steps, return rules and outcomes; dates through
// hi-IN); absent or `en`, the spec's English. The queries sit inside `schemas`, which the web build cuts with the
// imports only they use (vite/lean-endpoints.plugin.ts), so zod stays out of the store's first load.

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
    "spec's plain array of rows (the latest 500). `lang=hi` words each row's date line in Hindi " +
    "('18 नव॰ 2026 को डिलीवर हुआ' for 'Delivered on 18 Nov 2026').",
  errors: [400, 401],
  schemas: { query: optionalPaginationQuery.extend(contentLangQuery.shape), response: orderListAnswer },
});

export const getOrderDetails = defineEndpoint({
  operationId: 'getOrderDetails',
  method: 'GET',
  path: '/order/details/{id}',
  access: 'shopper',
  tags,
  summary: 'Order details: items, price breakdown, payment, address, cancel/return availability, invoice link',
  description:
    "`lang=hi` words the store's own texts in Hindi: charge labels, each item's return rule (dates through hi-IN), " +
    'return outcomes and photo descriptions. Names, the address and reasons stay as written.',
  errors: [400, 401, 404],
  errorCodes: ['ORDER_NOT_FOUND'],
  schemas: { params: orderIdParams, query: contentLangQuery, response: orderDetailsSchema },
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
  description:
    "`lang=hi` gives the steps' labels and the store's descriptions in Hindi; a courier's scans and an operator's " +
    "or shopper's note stay as written.",
  errors: [400, 401, 404],
  errorCodes: ['ORDER_NOT_FOUND'],
  schemas: { params: orderIdParams, query: contentLangQuery, response: deliveryStatusSchema },
});

export const cancelOrder = defineEndpoint({
  operationId: 'cancelOrder',
  method: 'POST',
  path: '/order/cancel-request/{id}',
  access: 'shopper',
  tags,
  summary: 'Cancel an order (only while isCancelAvailable)',
  description:
    'Status becomes CANCELLED_BY_USER with a history row; stock and the wallet part go back; the online part is refunded through the gateway exactly once. Repeating the call completes a refund that failed and changes nothing else. Answers the order details, in Hindi with `lang=hi` as GET /order/details/{id} does.',
  errors: [400, 401, 404, 409, 502],
  errorCodes: ['ORDER_NOT_FOUND', 'ORDER_IS_DRAFT', 'CANCEL_NOT_AVAILABLE', 'REFUND_FAILED'],
  schemas: { params: orderIdParams, query: contentLangQuery, body: cancelRequestBody, response: orderDetailsSchema },
});

export const requestReturn = defineEndpoint({
  operationId: 'requestReturn',
  method: 'POST',
  path: '/return/request',
  access: 'shopper',
  tags,
  summary: 'Request the return of a delivered item, by its category’s rule and window, with up to 3 photos',
  description:
    'JSON { orderId, orderItemId, reasonId, comment? }, or multipart/form-data with the same text fields and up to 3 files `photos` (JPEG, PNG or WebP, checked by content, at most 5 MB each; stored re-encoded as WebP without metadata). A reason marked isProductFault (damaged, defective, wrong item) needs at least one photo (RETURN_PHOTOS_REQUIRED, field photos). A category returnable only when faulty (hygiene) accepts only those reasons (RETURN_REASON_NOT_ACCEPTED, field reasonId); one never returnable answers ITEM_NOT_RETURNABLE; outside the window RETURN_NOT_AVAILABLE. One request per item.',
  consumes: ['application/json', 'multipart/form-data'],
  multipart: true,
  errors: [400, 401, 404, 409, 413, 415, 503],
  errorCodes: [
    'INVALID_REASON',
    'ORDER_ITEM_NOT_FOUND',
    'RETURN_NOT_AVAILABLE',
    'RETURN_ALREADY_REQUESTED',
    'ITEM_NOT_RETURNABLE',
    'RETURN_REASON_NOT_ACCEPTED',
    'RETURN_PHOTOS_REQUIRED',
  ],
  schemas: { body: returnRequestForm, response: returnRequestAnswerSchema },
});

export const getReturnPhoto = defineEndpoint({
  operationId: 'getReturnPhoto',
  method: 'GET',
  path: '/return/photos/{id}',
  access: 'optional',
  tags,
  summary: 'A photo the shopper sent with their return (WebP; size=thumb for the thumbnail)',
  description:
    'Opened by the Bearer token of the shopper who owns the return, or by the signed link (expires, sig) their order details give; anyone else gets 404, as for a photo that does not exist.',
  produces: 'image/webp',
  errors: [400, 404],
  errorCodes: ['RETURN_PHOTO_NOT_FOUND'],
  schemas: { params: returnPhotoParams, query: returnPhotoQuery, response: returnPhotoFileSchema },
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
  getReturnPhoto,
  downloadInvoice,
};
