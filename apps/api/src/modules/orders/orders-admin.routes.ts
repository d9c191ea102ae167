import { toPaise, toRupees } from '@shringar/contracts/money';
import { adminEndpoints as endpoints } from '@shringar/contracts/endpoints/admin';
import { adminSchemas as schemas } from '@shringar/contracts/endpoints/admin.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { historyActor } from '../staff/staff.public.ts';
import { searchAdminOrders } from './admin-order-search.service.ts';
import { getAdminOrder } from './admin-orders.service.ts';
import { refundOrderByOperator } from './admin-refund.service.ts';
import { setOrderStatusByOperator } from './admin-status.service.ts';
import { notifyShopperByPhone } from './shopper-notification.service.ts';
import { creditWalletByPhone } from './wallet-credit.service.ts';

/** The actor written into an order's history: the staff member's e-mail or the automation's name. */
const operatorOf = (request: FastifyRequest) => historyActor(request.operator);
const requestKey = (headers: Record<string, unknown>) => {
  const key = headers['idempotency-key'];
  return typeof key === 'string' && /^[\w:.-]{1,100}$/.test(key) ? key : undefined;
};

/**
 * The operator API (the ops CLI and the operator console use it). Every route is an operator endpoint, so the
 * operator guard runs first on each; every change is written to operator_audit_log (plugins/auth.ts), with the
 * before and after each handler reports in `request.auditChange`.
 */
const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminSearchOrders, schemas.adminSearchOrders, async (request) =>
    ok(await searchAdminOrders(ctx, request.query)),
  );

  endpointRoute(app, endpoints.adminGetOrder, schemas.adminGetOrder, async (request) =>
    ok(await getAdminOrder(ctx, request.params.id)),
  );

  endpointRoute(app, endpoints.adminSetOrderStatus, schemas.adminSetOrderStatus, async (request) => {
    const change = await setOrderStatusByOperator(ctx, {
      orderId: request.params.id,
      ...request.body,
      actor: operatorOf(request),
    });
    request.auditChange = {
      target: request.params.id,
      before: { status: change.from },
      after: { status: change.to, note: request.body.note ?? null, trackingId: request.body.trackingId ?? null },
    };
    return ok({ ...(await getAdminOrder(ctx, request.params.id)), change });
  });

  endpointRoute(app, endpoints.adminRefundOrder, schemas.adminRefundOrder, async (request) => {
    const refund = await refundOrderByOperator(ctx, {
      orderId: request.params.id,
      amount: request.body.amount,
      reason: request.body.reason,
      requestKey: requestKey(request.headers),
      operator: operatorOf(request),
    });
    request.auditChange = {
      target: request.params.id,
      after: { refundId: refund.refundId, amount: refund.amount, status: refund.status, created: refund.created },
    };
    return ok(refund);
  });

  endpointRoute(app, endpoints.adminCreditWallet, schemas.adminCreditWallet, async (request) => {
    const credit = await creditWalletByPhone(ctx, {
      phone: request.body.phone,
      amountPaise: toPaise(request.body.amount),
      reason: request.body.reason,
      requestKey: requestKey(request.headers) ?? crypto.randomUUID(),
      operator: operatorOf(request),
    });
    request.auditChange = {
      target: request.body.phone,
      before: {
        walletAmount: credit.applied
          ? toRupees(toPaise(credit.walletAmount) - toPaise(credit.credited))
          : credit.walletAmount,
      },
      after: { walletAmount: credit.walletAmount, reason: request.body.reason },
    };
    return ok(credit);
  });

  endpointRoute(app, endpoints.adminNotifyShopper, schemas.adminNotifyShopper, async (request) => {
    const sent = await notifyShopperByPhone(ctx, { ...request.body, operator: operatorOf(request) });
    request.auditChange = { target: request.body.phone, after: { title: request.body.title } };
    return ok(sent);
  });
};

export default adminRoutes;
