import type {
  adminOrderPage,
  adminOrderSearchQuery,
  adminOrderView,
  refundAnswer,
  refundBody,
  shopperNotificationAnswer,
  shopperNotificationBody,
  statusBody,
  statusChangeAnswer,
  walletCreditAnswer,
  walletCreditBody,
} from '../admin.ts';
import { defineEndpoint } from '../endpoint.ts';
import type { orderIdParams } from '../orders.ts';

/**
 * The operator API: a signed-in staff member's session cookie (the console), or the automation token
 * (`Authorization: Bearer <OPERATOR_TOKEN>` or `X-Operator-Token`). No credentials is a 401; a wrong token, a
 * shopper's token or a role without the endpoint's permission is a 403. Schemas: ./admin.schemas.ts.
 */

const tags = ['admin'] as const;
export const operatorGuardErrors = {
  errors: [401, 403, 429],
  errorCodes: ['STAFF_SIGN_IN_REQUIRED', 'OPERATOR_TOKEN_REQUIRED', 'PERMISSION_DENIED', 'CONSOLE_WRITE_REFUSED'],
} as const;
const guard = operatorGuardErrors;

export const adminSearchOrders = defineEndpoint<{
  query: typeof adminOrderSearchQuery;
  response: typeof adminOrderPage;
}>()({
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
});

export const adminGetOrder = defineEndpoint<{ params: typeof orderIdParams; response: typeof adminOrderView }>()({
  operationId: 'adminGetOrder',
  method: 'GET',
  path: '/admin/orders/{id}',
  access: 'operator',
  permission: 'orders.read',
  tags,
  summary: 'Operator: an order with its customer, status history and allowed next statuses',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'ORDER_NOT_FOUND'],
});

export const adminSetOrderStatus = defineEndpoint<{
  params: typeof orderIdParams;
  body: typeof statusBody;
  response: typeof statusChangeAnswer;
}>()({
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
  errorCodes: [...guard.errorCodes, 'ORDER_NOT_FOUND', 'ORDER_IS_DRAFT', 'INVALID_STATUS_TRANSITION', 'REFUND_FAILED'],
});

export const adminRefundOrder = defineEndpoint<{
  params: typeof orderIdParams;
  body: typeof refundBody;
  response: typeof refundAnswer;
}>()({
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
});

export const adminCreditWallet = defineEndpoint<{
  body: typeof walletCreditBody;
  response: typeof walletCreditAnswer;
}>()({
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
});

export const adminNotifyShopper = defineEndpoint<{
  body: typeof shopperNotificationBody;
  response: typeof shopperNotificationAnswer;
}>()({
  operationId: 'adminNotifyShopper',
  method: 'POST',
  path: '/admin/notifications',
  access: 'operator',
  permission: 'customers.notify',
  tags,
  summary: "Operator: send a shopper a notification by phone number (it shows in the shopper's notifications)",
  errors: [400, 404, ...guard.errors],
  errorCodes: [...guard.errorCodes, 'USER_NOT_FOUND'],
});

export const adminEndpoints = {
  adminSearchOrders,
  adminGetOrder,
  adminSetOrderStatus,
  adminRefundOrder,
  adminCreditWallet,
  adminNotifyShopper,
};
