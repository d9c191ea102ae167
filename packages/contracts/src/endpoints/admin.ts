import {
  adminOrderPage,
  adminOrderSearchQuery,
  adminOrderView,
  refundAnswer,
  refundBody,
  statusBody,
  statusChangeAnswer,
  shopperNotificationAnswer,
  shopperNotificationBody,
  walletCreditAnswer,
  walletCreditBody,
} from '../admin.ts';
import { orderIdParams } from '../orders.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The operator API: a signed-in staff member's session cookie (the console), or the automation token
 * (`Authorization: Bearer <OPERATOR_TOKEN>` or `X-Operator-Token`). No credentials is a 401; a wrong token, a
 * shopper's token or a role without the endpoint's permission is a 403.
 */

const tags = ['admin'] as const;
export const operatorGuardErrors = {
  errors: [401, 403, 429],
  errorCodes: ['STAFF_SIGN_IN_REQUIRED', 'OPERATOR_TOKEN_REQUIRED', 'PERMISSION_DENIED', 'CONSOLE_WRITE_REFUSED'],
} as const;
const guard = operatorGuardErrors;

export const adminSearchOrders = defineEndpoint({
  operationId: 'adminSearchOrders',
  method: 'GET',
  path: '/admin/orders',
  access: 'operator',
  permission: 'orders.read',
  tags,
  summary: 'Operator: search placed orders by id or phone, status, payment method, pincode and dates',
  description:
    '`q` matches an order id (or its start) or a phone number; `from` and `to` are days in India time; drafts waiting for payment are left out.',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { query: adminOrderSearchQuery, response: adminOrderPage },
});

export const adminGetOrder = defineEndpoint({
  operationId: 'adminGetOrder',
  method: 'GET',
  path: '/admin/orders/{id}',
  access: 'operator',
  permission: 'orders.read',
  tags,
  summary: 'Operator: an order with its customer, status history and allowed next statuses',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'ORDER_NOT_FOUND'],
  schemas: { params: orderIdParams, response: adminOrderView },
});

export const adminSetOrderStatus = defineEndpoint({
  operationId: 'adminSetOrderStatus',
  method: 'POST',
  path: '/admin/orders/{id}/status',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: 'Operator: move an order to its next status (writes the tracking history)',
  description:
    'Forward along ORDERED → … → DELIVERED (skipping allowed), CANCELLED or CANCELLED_BY_SHRINGAR before SHIPPED (stock back, wallet part back, online part refunded), RETURNED after DELIVERED.',
  errors: [400, ...guard.errors, 404, 409, 502],
  errorCodes: [
    ...guard.errorCodes,
    'ORDER_NOT_FOUND',
    'ORDER_IS_DRAFT',
    'INVALID_STATUS_TRANSITION',
    'COD_CONFIRMATION_PENDING',
    'REFUND_FAILED',
  ],
  schemas: { params: orderIdParams, body: statusBody, response: statusChangeAnswer },
});

export const adminRefundOrder = defineEndpoint({
  operationId: 'adminRefundOrder',
  method: 'POST',
  path: '/admin/orders/{id}/refund',
  access: 'operator',
  permission: 'orders.refund',
  tags,
  summary:
    'Operator: refund an order (all that is left, or `amount` rupees) to the original payment, the wallet or a recorded bank/UPI payout',
  description:
    'destination SOURCE (the default) refunds the online payment through the gateway; WALLET credits the shopper’s wallet; PAYOUT records a bank transfer or UPI payout the store made, with `payout` (UPI id, or account last 4 digits and IFSC, and the reference/UTR). Never more than what is left refundable on the order (what was paid less every refund given), however many refunds are sent at once. Send an Idempotency-Key header to make a retried refund apply once.',
  errors: [400, ...guard.errors, 404, 409, 502],
  errorCodes: [
    ...guard.errorCodes,
    'ORDER_NOT_FOUND',
    'ORDER_IS_DRAFT',
    'ORDER_CANCELLED',
    'NOTHING_TO_REFUND',
    'REFUND_TOO_LARGE',
    'REFUND_FAILED',
  ],
  schemas: { params: orderIdParams, body: refundBody, response: refundAnswer },
});

export const adminCreditWallet = defineEndpoint({
  operationId: 'adminCreditWallet',
  method: 'POST',
  path: '/admin/wallet/credit',
  access: 'operator',
  permission: 'customers.wallet',
  tags,
  summary: "Operator: credit a shopper's wallet by phone number (through the ledger)",
  description: 'Send an Idempotency-Key header to make a retried credit apply once.',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'USER_NOT_FOUND'],
  schemas: { body: walletCreditBody, response: walletCreditAnswer },
});

export const adminNotifyShopper = defineEndpoint({
  operationId: 'adminNotifyShopper',
  method: 'POST',
  path: '/admin/notifications',
  access: 'operator',
  permission: 'customers.notify',
  tags,
  summary: "Operator: send a shopper a notification by phone number (it shows in the shopper's notifications)",
  errors: [400, 404, ...guard.errors],
  errorCodes: [...guard.errorCodes, 'USER_NOT_FOUND'],
  schemas: { body: shopperNotificationBody, response: shopperNotificationAnswer },
});

export const adminEndpoints = {
  adminSearchOrders,
  adminGetOrder,
  adminSetOrderStatus,
  adminRefundOrder,
  adminCreditWallet,
  adminNotifyShopper,
};
