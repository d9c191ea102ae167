import {
  bulkStatusAnswer,
  bulkStatusBody,
  manualOrderAnswer,
  manualOrderBody,
  orderCsvSchema,
  orderExportQuery,
  shopperLookupAnswer,
  shopperLookupQuery,
  variantChoices,
  variantSearchQuery,
} from '../admin-order-desk.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/** The order desk's work on many orders at once: bulk status changes and the CSV export of the filtered list. */

const tags = ['admin'] as const;

export const adminBulkSetOrderStatus = defineEndpoint({
  operationId: 'adminBulkSetOrderStatus',
  method: 'POST',
  path: '/admin/orders/bulk-status',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: 'Operator: move many orders to one status with one note, each by the single change’s rules',
  description:
    'Each order goes through the same transition rules, history and audit as POST /admin/orders/{id}/status, one after another; the answer holds one result per order: done (moved, or already in that status) or refused with the reason and code the single change would give. One order refused never stops the others.',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { body: bulkStatusBody, response: bulkStatusAnswer },
});

export const adminExportOrders = defineEndpoint({
  operationId: 'adminExportOrders',
  method: 'GET',
  path: '/admin/orders/export',
  access: 'operator',
  permission: 'orders.read',
  tags,
  summary: 'Operator: the orders matching the list’s filters as CSV, oldest first, streamed',
  description:
    'Takes the order list’s filters (q, phone, status, paymentMethod, pincode, from, to) and `ids`, the orders selected on the list. Read from the database in batches and sent as it is read, so a year of orders never sits in memory. Amounts are rupees; cells that a spreadsheet would run as a formula start with an apostrophe.',
  produces: 'text/csv',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { query: orderExportQuery, response: orderCsvSchema },
});

export const adminFindPhoneShopper = defineEndpoint({
  operationId: 'adminFindPhoneShopper',
  method: 'GET',
  path: '/admin/manual-orders/shopper',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: 'Operator: the shopper behind a phone number and their saved addresses, before a phone order',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { query: shopperLookupQuery, response: shopperLookupAnswer },
});

export const adminSearchOrderVariants = defineEndpoint({
  operationId: 'adminSearchOrderVariants',
  method: 'GET',
  path: '/admin/manual-orders/variants',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: 'Operator: variants of active products by product name, variant name or SKU, for a phone order',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { query: variantSearchQuery, response: variantChoices },
});

export const adminCreateManualOrder = defineEndpoint({
  operationId: 'adminCreateManualOrder',
  method: 'POST',
  path: '/admin/manual-orders',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: 'Operator: place a COD or payment-link order for a phone customer, priced and placed as checkout does',
  description:
    'The shopper is found by phone or made (unverified until they sign in); the address is a saved one (addressId) or a new one saved to them (address). The items are priced by the store’s one pricing function with the coupon, delivery and COD charges, and placed through checkout’s own path: stock taken, coupon use counted, history and messages written. PAYMENT_LINK makes an order waiting for an online payment, which the shopper makes at paymentLink (their order page) before it expires like any unpaid order. Send an Idempotency-Key header so a retried submit places one order.',
  errors: [400, ...guard.errors, 404, 409],
  errorCodes: [
    ...guard.errorCodes,
    'EMPTY_CART',
    'MISSING_INFORMATION',
    'OUT_OF_STOCK',
    'PRODUCT_UNAVAILABLE',
    'ADDRESS_LIMIT',
  ],
  schemas: { body: manualOrderBody, response: manualOrderAnswer },
});

export const adminOrderDeskEndpoints = {
  adminBulkSetOrderStatus,
  adminExportOrders,
  adminFindPhoneShopper,
  adminSearchOrderVariants,
  adminCreateManualOrder,
};
