import { toPaise } from '@shringar/contracts/money';
import { adminEndpoints as endpoints } from '@shringar/contracts/endpoints/admin';
import { adminSchemas as schemas } from '@shringar/contracts/endpoints/admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { getAdminOrder } from './admin-orders.service.ts';
import { refundOrderByOperator } from './admin-refund.service.ts';
import { setOrderStatusByOperator } from './admin-status.service.ts';
import { auditOperatorCalls } from './operator-audit.ts';
import { notifyShopperByPhone } from './shopper-notification.service.ts';
import { creditWalletByPhone } from './wallet-credit.service.ts';

const operatorOf = (request: { operator?: { name: string } }) => `operator:${request.operator?.name ?? 'operator'}`;
const requestKey = (headers: Record<string, unknown>) => {
  const key = headers['idempotency-key'];
  return typeof key === 'string' && /^[\w:.-]{1,100}$/.test(key) ? key : undefined;
};

/**
 * The operator API (the ops CLI and the operator console use it). Every route is an operator endpoint, so the
 * operator guard runs first on each; every call that passes is written to operator_audit_log.
 */
const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onSend', auditOperatorCalls(ctx));

  endpointRoute(app, endpoints.adminGetOrder, schemas.adminGetOrder, async (request) =>
    ok(await getAdminOrder(ctx, request.params.id)),
  );

  endpointRoute(app, endpoints.adminSetOrderStatus, schemas.adminSetOrderStatus, async (request) => {
    const change = await setOrderStatusByOperator(ctx, {
      orderId: request.params.id,
      ...request.body,
      actor: operatorOf(request),
    });
    return ok({ ...(await getAdminOrder(ctx, request.params.id)), change });
  });

  endpointRoute(app, endpoints.adminRefundOrder, schemas.adminRefundOrder, async (request) =>
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

  endpointRoute(app, endpoints.adminCreditWallet, schemas.adminCreditWallet, async (request) =>
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

  endpointRoute(app, endpoints.adminNotifyShopper, schemas.adminNotifyShopper, async (request) =>
    ok(await notifyShopperByPhone(ctx, { ...request.body, operator: operatorOf(request) })),
  );
};

export default adminRoutes;
