import { isCancelledStatus, type OrderStatus } from '@shringar/contracts/orders';
import type { AppContext } from '../../context.ts';
import { ValidationError } from '../../lib/errors.ts';
import { advanceOrderStatus, cancelOrder, loadOrder, type StatusChangeResult } from './orders.public.ts';

type OperatorStatusCommand = {
  orderId: string;
  status: OrderStatus;
  note?: string | undefined;
  trackingId?: string | undefined;
  actor: string;
};

/**
 * An operator's status command. A cancellation goes through the cancel service (stock, wallet part and coupon
 * back, online part refunded once); an operator cancels as the store, so only CANCELLED_BY_SHRINGAR is theirs
 * to set. Anything else goes through the status service.
 */
export async function setOrderStatusByOperator(
  ctx: AppContext,
  input: OperatorStatusCommand,
): Promise<StatusChangeResult> {
  if (!isCancelledStatus(input.status)) return advanceOrderStatus(ctx, input);
  if (input.status !== 'CANCELLED_BY_SHRINGAR')
    throw ValidationError.field('status', 'Operators cancel an order with status CANCELLED_BY_SHRINGAR');
  const before = await loadOrder(ctx.db, input.orderId);
  const result = await cancelOrder(ctx, {
    orderId: input.orderId,
    userId: null,
    note: input.note ?? null,
    actor: input.actor,
  });
  return { orderId: result.orderId, from: before.status, to: result.status, changed: result.cancelled };
}
