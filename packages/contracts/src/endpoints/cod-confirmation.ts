import {
  codConfirmAnswer,
  codConfirmParams,
  codConfirmationView,
  codLinkProof,
  codLinkProofQuery,
  staffCodConfirmBody,
} from '../cod-confirmation.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/**
 * COD confirmation: by the signed link of the order-placed message (no session), from the shopper's own order
 * page, and by staff on the shopper's behalf. An order waiting for it cannot be packed.
 */

const tags = ['orders'] as const;
const linkErrors = ['COD_LINK_INVALID', 'COD_LINK_EXPIRED', 'ORDER_NOT_FOUND'] as const;

export const getCodConfirmation = defineEndpoint({
  operationId: 'getCodConfirmation',
  method: 'GET',
  path: '/cod-confirmation/{id}',
  access: 'public',
  tags,
  summary: 'The order a COD confirmation link is for: its items, the amount due on delivery and where it stands',
  description:
    'A link not signed by the store for this order is 403 COD_LINK_INVALID. An expired link of an order still waiting answers state EXPIRED.',
  errors: [400, 403, 404],
  errorCodes: ['COD_LINK_INVALID', 'ORDER_NOT_FOUND'],
  schemas: { params: codConfirmParams, query: codLinkProofQuery, response: codConfirmationView },
});

export const confirmCodByLink = defineEndpoint({
  operationId: 'confirmCodByLink',
  method: 'POST',
  path: '/cod-confirmation/{id}/confirm',
  access: 'public',
  tags,
  summary: 'Confirm a COD order by the link of its order-placed message, so the store packs it',
  description:
    'Confirming an order already confirmed changes nothing. A cancelled order is 409 ORDER_CANCELLED; an expired link 409 COD_LINK_EXPIRED.',
  errors: [400, 403, 404, 409],
  errorCodes: [...linkErrors, 'ORDER_CANCELLED', 'COD_CONFIRMATION_NOT_NEEDED'],
  schemas: { params: codConfirmParams, body: codLinkProof, response: codConfirmationView },
});

export const cancelCodByLink = defineEndpoint({
  operationId: 'cancelCodByLink',
  method: 'POST',
  path: '/cod-confirmation/{id}/cancel',
  access: 'public',
  tags,
  summary: 'Cancel a COD order waiting for confirmation, by the link of its order-placed message',
  description:
    'Cancels as the shopper does (stock, wallet part and coupon back). Cancelling again changes nothing; a confirmed order is cancelled from the order page instead (409 COD_CONFIRMATION_NOT_NEEDED).',
  errors: [400, 403, 404, 409],
  errorCodes: [...linkErrors, 'COD_CONFIRMATION_NOT_NEEDED'],
  schemas: { params: codConfirmParams, body: codLinkProof, response: codConfirmationView },
});

export const confirmCodOrder = defineEndpoint({
  operationId: 'confirmCodOrder',
  method: 'POST',
  path: '/order/confirm-cod/{id}',
  access: 'shopper',
  tags,
  summary: 'The signed-in shopper confirms their COD order waiting for confirmation',
  errors: [400, 401, 404, 409],
  errorCodes: ['ORDER_NOT_FOUND', 'ORDER_CANCELLED', 'COD_CONFIRMATION_NOT_NEEDED'],
  schemas: { params: codConfirmParams, response: codConfirmAnswer },
});

export const adminConfirmCodOrder = defineEndpoint({
  operationId: 'adminConfirmCodOrder',
  method: 'POST',
  path: '/admin/orders/{id}/cod-confirmation',
  access: 'operator',
  permission: 'orders.manage',
  tags: ['admin'],
  summary: "Operator: confirm a COD order on the shopper's behalf (they confirmed by phone)",
  errors: [400, ...guard.errors, 404, 409],
  errorCodes: [...guard.errorCodes, 'ORDER_NOT_FOUND', 'ORDER_CANCELLED', 'COD_CONFIRMATION_NOT_NEEDED'],
  schemas: { params: codConfirmParams, body: staffCodConfirmBody, response: codConfirmAnswer },
});

export const codConfirmationEndpoints = {
  getCodConfirmation,
  confirmCodByLink,
  cancelCodByLink,
  confirmCodOrder,
  adminConfirmCodOrder,
};
