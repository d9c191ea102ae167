import { bulkStatusAnswer, bulkStatusBody, orderCsvSchema, orderExportQuery } from '../admin-order-desk.ts';
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

export const adminOrderDeskEndpoints = {
  adminBulkSetOrderStatus,
  adminExportOrders,
};
