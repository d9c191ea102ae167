import { toPaise, toRupees } from '@shringar/contracts/money';
import type { Payout, RefundDestination } from '@shringar/contracts/refunds';
import type { AppContext } from '../../context.ts';
import { loadOrder } from './orders.public.ts';
import { refundOrder } from '../refunds/refunds.public.ts';

/**
 * POST /admin/orders/{id}/refund: a refund on the order to the original payment (the default), the wallet or a
 * recorded bank/UPI payout. The request's Idempotency-Key (scoped to the order) makes a repeat refund once.
 */
export async function refundOrderByOperator(
  ctx: AppContext,
  input: {
    orderId: string;
    amount?: number | undefined;
    destination: RefundDestination;
    payout?: Payout | undefined;
    reason?: string | undefined;
    requestKey?: string | undefined;
    operator: string;
  },
) {
  const order = await loadOrder(ctx.db, input.orderId);
  const result = await refundOrder(ctx, {
    orderId: order.id,
    destination: input.destination,
    amountPaise: input.amount === undefined ? 'remaining' : toPaise(input.amount),
    payout: input.payout,
    reason: input.reason,
    actor: input.operator,
    requestKey: input.requestKey,
  });
  return {
    orderId: order.id,
    refundId: result.row.id,
    providerRefundId: result.providerRefundId,
    amount: toRupees(result.row.amountPaise),
    destination: result.row.destination,
    status: result.row.status,
    created: result.created,
    refundable: toRupees(result.refundablePaise),
  };
}
