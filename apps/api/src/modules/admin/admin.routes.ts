import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPaise } from '@shringar/contracts/money';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { getAdminOrder } from './admin-orders.service.ts';
import { refundOrderByOperator } from './admin-refund.service.ts';
import { setOrderStatusByOperator } from './admin-status.service.ts';
import {
  adminOrderParams,
  adminOrderView,
  refundAnswer,
  refundBody,
  statusBody,
  statusChangeAnswer,
  walletCreditAnswer,
  walletCreditBody,
} from './admin.schemas.ts';
import { auditOperatorCalls } from './operator-audit.ts';
import { operatorGuard } from './operator-auth.ts';
import { creditWalletByPhone } from './wallet-credit.service.ts';

const security = [{ bearer: [] }];
const operatorOf = (request: { operator?: { name: string } }) => `operator:${request.operator?.name ?? 'operator'}`;
const requestKey = (headers: Record<string, unknown>) => {
  const key = headers['idempotency-key'];
  return typeof key === 'string' && /^[\w:.-]{1,100}$/.test(key) ? key : undefined;
};

/**
 * The operator API (no admin screen yet; the ops CLI and later the admin console use it). Guarded by the
 * operator token from config; every call that passes is written to operator_audit_log.
 */
const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', operatorGuard(ctx));
  app.addHook('onSend', auditOperatorCalls(ctx));

  app.get(
    '/admin/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Operator: an order with its customer, status history and allowed next statuses',
        description: 'Authorization: Bearer <OPERATOR_TOKEN> or X-Operator-Token.',
        security,
        params: adminOrderParams,
        response: { 200: envelope(adminOrderView), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => ok(await getAdminOrder(ctx, request.params.id)),
  );

  app.post(
    '/admin/orders/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Operator: move an order to its next status (writes the tracking history)',
        description:
          'Forward along ORDERED → … → DELIVERED (skipping allowed), CANCELLED or CANCELLED_BY_SHRINGAR before SHIPPED (stock back, wallet part back, online part refunded), RETURNED after DELIVERED.',
        security,
        params: adminOrderParams,
        body: statusBody,
        response: { 200: envelope(statusChangeAnswer), ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const change = await setOrderStatusByOperator(ctx, {
        orderId: request.params.id,
        ...request.body,
        actor: operatorOf(request),
      });
      return ok({ ...(await getAdminOrder(ctx, request.params.id)), change });
    },
  );

  app.post(
    '/admin/orders/:id/refund',
    {
      schema: {
        tags: ['admin'],
        summary: "Operator: refund an order's online payment (all that is left, or `amount` rupees), once",
        security,
        params: adminOrderParams,
        body: refundBody,
        response: { 200: envelope(refundAnswer), ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await refundOrderByOperator(ctx, {
          orderId: request.params.id,
          amount: request.body.amount,
          reason: request.body.reason,
          requestKey: requestKey(request.headers),
          operator: operatorOf(request),
        }),
      ),
  );

  app.post(
    '/admin/wallet/credit',
    {
      schema: {
        tags: ['admin'],
        summary: "Operator: credit a shopper's wallet by phone number (through the ledger)",
        description: 'Send an Idempotency-Key header to make a retried credit apply once.',
        security,
        body: walletCreditBody,
        response: { 200: envelope(walletCreditAnswer), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      ok(
        await creditWalletByPhone(ctx, {
          phone: request.body.phone,
          amountPaise: toPaise(request.body.amount),
          reason: request.body.reason,
          requestKey: requestKey(request.headers) ?? crypto.randomUUID(),
          operator: operatorOf(request),
        }),
      ),
  );
};

export default adminRoutes;
