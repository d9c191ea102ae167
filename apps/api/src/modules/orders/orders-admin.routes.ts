import { toPaise, toRupees } from '@shringar/contracts/money';
import { adminEndpoints as endpoints } from '@shringar/contracts/endpoints/admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKey } from '../../lib/idempotency-key.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { requestOrigin } from '../../plugins/public-origin.ts';
import { historyActor } from '../staff/staff.public.ts';
import { searchAdminOrders } from './order-search-admin.service.ts';
import { getAdminOrder } from './order-view-admin.service.ts';
import { refundOrderByOperator } from './order-refund-admin.service.ts';
import { setOrderStatusByOperator } from './order-status-admin.service.ts';

/** The actor written into an order's history: the staff member's e-mail or the automation's name. */
const operatorOf = (request: FastifyRequest) => historyActor(request.operator);

/**
 * The operator API (the ops CLI and the operator console use it). Every route is an operator endpoint, so the
 * operator guard runs first on each; every change is written to operator_audit_log (plugins/auth.ts), with the
 * before and after each handler reports in `request.auditChange`.
 */
const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminSearchOrders, async (request) => ok(await searchAdminOrders(ctx, request.query)));

  endpointRoute(app, endpoints.adminGetOrder, async (request) =>
    ok(await getAdminOrder(ctx, request.params.id, requestOrigin(ctx.config, request))),
  );

  endpointRoute(app, endpoints.adminSetOrderStatus, async (request) => {
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
    return ok({ ...(await getAdminOrder(ctx, request.params.id, requestOrigin(ctx.config, request))), change });
  });

  endpointRoute(app, endpoints.adminRefundOrder, async (request) => {
    const refund = await refundOrderByOperator(ctx, {
      orderId: request.params.id,
      amount: request.body.amount,
      destination: request.body.destination,
      payout: request.body.payout,
      reason: request.body.reason,
      requestKey: idempotencyKey(request.headers),
      operator: operatorOf(request),
    });
    request.auditChange = {
      target: request.params.id,
      before: {
        refundable: refund.created ? toRupees(toPaise(refund.refundable) + toPaise(refund.amount)) : refund.refundable,
      },
      after: {
        refundId: refund.refundId,
        amount: refund.amount,
        destination: refund.destination,
        ...(request.body.payout ? { payout: request.body.payout } : {}),
        status: refund.status,
        created: refund.created,
        refundable: refund.refundable,
      },
    };
    return ok(refund);
  });
};

export default adminRoutes;
