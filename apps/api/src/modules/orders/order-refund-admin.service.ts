import { toPaise, toRupees } from '@shringar/contracts/money';
import type { AppContext } from '../../context.ts';
import { Conflict } from '../../lib/errors.ts';
import { loadOrder } from './orders.public.ts';

/**
 * POST /admin/orders/{id}/refund: refunds the order's online payment through the gateway. The key names the
 * order (and the request's Idempotency-Key when given), so repeating the command refunds once.
 */
export async function refundOrderByOperator(
  ctx: AppContext,
  input: {
    orderId: string;
    amount?: number | undefined;
    reason?: string | undefined;
    requestKey?: string | undefined;
    operator: string;
  },
) {
  const order = await loadOrder(ctx.db, input.orderId);
  const result = await ctx.refundOrderPayment(ctx, order.id, {
    reason: input.reason || `Refund by ${input.operator}`,
    idempotencyKey: `operator-refund:${order.id}${input.requestKey ? `:${input.requestKey}` : ''}`,
    ...(input.amount !== undefined ? { amountPaise: toPaise(input.amount) } : {}),
  });
  if (!result) throw new Conflict('This order has no online payment left to refund', 'NOTHING_TO_REFUND');
  return {
    orderId: order.id,
    refundId: result.refundId,
    providerRefundId: result.providerRefundId,
    amount: toRupees(result.amountPaise),
    status: result.status,
    created: result.created,
  };
}
