import {
  bulkReturnAnswer,
  bulkReturnBody,
  returnApproveBody,
  returnChangeAnswer,
  returnIdParams,
  returnQueuePage,
  returnQueueQuery,
  returnReceiveBody,
  returnRefundBody,
  returnRejectBody,
} from '../admin-returns.ts';
import { defineEndpoint } from '../endpoint.ts';
import { returnPhotoFileSchema, returnPhotoParams, returnPhotoQuery } from '../orders.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/** The console's returns queue (operator API). */

const tags = ['admin'] as const;
const returnErrors = {
  errors: [400, ...guard.errors, 404, 409],
  errorCodes: [...guard.errorCodes, 'RETURN_NOT_FOUND', 'INVALID_RETURN_TRANSITION'],
} as const;

export const adminListReturns = defineEndpoint({
  operationId: 'adminListReturns',
  method: 'GET',
  path: '/admin/returns',
  access: 'operator',
  permission: 'orders.read',
  tags,
  summary: 'Operator: the returns shoppers asked for, by status, order, phone and dates',
  description: '`from` and `to` are days in India time (when the return was requested); the oldest first by default.',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { query: returnQueueQuery, response: returnQueuePage },
});

export const adminApproveReturn = defineEndpoint({
  operationId: 'adminApproveReturn',
  method: 'POST',
  path: '/admin/returns/{id}/approve',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: 'Operator: approve a requested return (the shopper is told)',
  ...returnErrors,
  schemas: { params: returnIdParams, body: returnApproveBody, response: returnChangeAnswer },
});

export const adminRejectReturn = defineEndpoint({
  operationId: 'adminRejectReturn',
  method: 'POST',
  path: '/admin/returns/{id}/reject',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: 'Operator: reject a requested return with a reason the shopper reads',
  ...returnErrors,
  schemas: { params: returnIdParams, body: returnRejectBody, response: returnChangeAnswer },
});

export const adminReceiveReturn = defineEndpoint({
  operationId: 'adminReceiveReturn',
  method: 'POST',
  path: '/admin/returns/{id}/receive',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: 'Operator: mark an approved return as received back at the store, restocked or damaged',
  description:
    'RESTOCKED puts the units back in stock through the stock ledger (a movement naming the return); DAMAGED records the condition on the return and leaves the stock as it is. Asking again changes nothing.',
  ...returnErrors,
  schemas: { params: returnIdParams, body: returnReceiveBody, response: returnChangeAnswer },
});

export const adminRefundReturn = defineEndpoint({
  operationId: 'adminRefundReturn',
  method: 'POST',
  path: '/admin/returns/{id}/refund',
  access: 'operator',
  permission: 'orders.refund',
  tags,
  summary:
    "Operator: refund an approved or received return to the shopper's wallet, the original payment or a recorded bank/UPI payout, once",
  description:
    'The amount is the item’s price less its share of the coupon, or less (`amount`), never more than that nor than what is left refundable on the order. A return is refunded once, whichever destination and however often the call is repeated or raced; SOURCE needs an online payment with that much left; PAYOUT needs `payout` with its reference.',
  errors: [...returnErrors.errors, 502],
  errorCodes: [...returnErrors.errorCodes, 'ORDER_CANCELLED', 'NOTHING_TO_REFUND', 'REFUND_TOO_LARGE', 'REFUND_FAILED'],
  schemas: { params: returnIdParams, body: returnRefundBody, response: returnChangeAnswer },
});

export const adminBulkDecideReturns = defineEndpoint({
  operationId: 'adminBulkDecideReturns',
  method: 'POST',
  path: '/admin/returns/bulk',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: 'Operator: approve, mark received or reject many returns with one note, each by the single decision’s rules',
  description:
    'Each return goes through the same rules, shopper message, stock movement and audit as its single call (approve, receive, reject), one after another; the answer holds one result per return: done (decided, or already so) or refused with the reason and code the single call would give. One refusal never stops the others. Reject needs `note` (the reason shoppers read); receive needs `condition`.',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { body: bulkReturnBody, response: bulkReturnAnswer },
});

export const adminGetReturnPhoto = defineEndpoint({
  operationId: 'adminGetReturnPhoto',
  method: 'GET',
  path: '/admin/return-photos/{id}',
  access: 'operator',
  permission: 'orders.read',
  tags,
  summary: 'Operator: a photo a shopper sent with a return (WebP; size=thumb for the thumbnail)',
  produces: 'image/webp',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'RETURN_PHOTO_NOT_FOUND'],
  schemas: { params: returnPhotoParams, query: returnPhotoQuery.pick({ size: true }), response: returnPhotoFileSchema },
});

export const adminReturnEndpoints = {
  adminBulkDecideReturns,
  adminGetReturnPhoto,
  adminListReturns,
  adminApproveReturn,
  adminRejectReturn,
  adminReceiveReturn,
  adminRefundReturn,
};
