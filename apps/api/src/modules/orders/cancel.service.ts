import { ORDER_STATUSES, isBeforeStatus, isCancelledStatus, orderStatusLabel } from '@shringar/contracts/orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { reasons } from '../../db/schema/content.ts';
import { orders } from '../../db/schema/orders.ts';
import { Conflict, ValidationError } from '../../lib/errors.ts';
import { announceStockChange, releaseOrderReservation } from '../inventory/inventory.public.ts';
import { recordOrderEvent } from '../order-messages/order-messages.public.ts';
import { getSettings } from '../settings/settings.public.ts';
import { loadOrder, loadOwnOrder } from './order-access.ts';

type CancelInput = {
  orderId: string;
  /** The shopper cancelling their own order; null for an operator (any order). */
  userId: number | null;
  reasonId?: number | null;
  /** Free text kept in the order and the history row (the shopper's comment or the operator's note). */
  note?: string | null;
  /** Who cancels, as the history records it: user:<id>, operator:<name>. */
  actor: string;
  /**
   * The COD confirmation link cancels only an order still waiting for confirmation: checked in the conditional
   * update itself, so a confirmation committed first wins and the cancel is refused.
   */
  onlyWhileCodAwaiting?: boolean;
};

type CancelResult = {
  orderId: string;
  status: 'CANCELLED_BY_USER' | 'CANCELLED_BY_SHRINGAR';
  /** False when the order was already cancelled: only an unfinished refund was completed. */
  cancelled: boolean;
  walletReturnedPaise: number;
  refund: Awaited<ReturnType<AppContext['refundOrderPayment']>>;
};

/**
 * Cancels an order before it ships. One transaction moves it to CANCELLED_BY_USER (shopper) or
 * CANCELLED_BY_SHRINGAR (operator) by a conditional update, writes the history row and gives back stock, wallet
 * part and coupon use (inventory's releaseOrderReservation, which never releases twice). The online part is
 * then refunded through the gateway under the key order:<id>:cancel, outside the transaction. Cancelling an
 * order that is already cancelled changes nothing but completes a refund that failed the first time.
 */
export async function cancelOrder(ctx: AppContext, input: CancelInput): Promise<CancelResult> {
  const order =
    input.userId === null
      ? await loadOrder(ctx.db, input.orderId)
      : await loadOwnOrder(ctx.db, input.userId, input.orderId);
  const target: CancelResult['status'] = input.userId === null ? 'CANCELLED_BY_SHRINGAR' : 'CANCELLED_BY_USER';
  const reasonText = input.reasonId ? await cancellationReason(ctx, input.reasonId) : null;
  const settings = await getSettings(ctx);
  const cancellable = ORDER_STATUSES.filter((s) => isBeforeStatus(s, settings.cancelWindowStatus));

  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [changed] = await tx
      .update(orders)
      .set({
        status: target,
        cancelReasonId: input.reasonId ?? null,
        cancelComment: input.note?.trim() || null,
        lastStatusUpdate: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.isDraft, false),
          inArray(orders.status, cancellable),
          input.onlyWhileCodAwaiting ? eq(orders.codConfirmation, 'AWAITING') : undefined,
        ),
      )
      .returning({ paymentStatus: orders.paymentStatus, remainingPaise: orders.remainingPaise });
    if (!changed) {
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
      if (current && !current.isDraft && isCancelledStatus(current.status) && current.status !== 'CANCELLED')
        return { cancelled: false, walletReturnedPaise: 0, status: current.status as CancelResult['status'] };
      if (current?.isDraft) throw new Conflict('This order is still waiting for payment', 'ORDER_IS_DRAFT');
      if (input.onlyWhileCodAwaiting && current?.codConfirmation !== 'AWAITING')
        throw new Conflict(
          'This order is already confirmed; cancel it from your order page',
          'COD_CONFIRMATION_NOT_NEEDED',
        );
      throw new Conflict(
        `This order is '${orderStatusLabel(current?.status ?? order.status)}' and can no longer be cancelled`,
        'CANCEL_NOT_AVAILABLE',
      );
    }
    const note = [reasonText, input.note?.trim()].filter(Boolean).join(' — ') || null;
    await recordOrderEvent(ctx, tx, {
      kind: 'status',
      orderId: order.id,
      status: target,
      note,
      actor: input.actor,
      at: now,
    });
    const released = await releaseOrderReservation(tx, order.id, `Cancelled (${input.actor})`, {
      now,
      actor: input.actor,
    });
    // Paid entirely from the wallet: the wallet credit above is the whole refund.
    if (changed.paymentStatus === 'PAID' && changed.remainingPaise === 0)
      await tx.update(orders).set({ paymentStatus: 'REFUNDED' }).where(eq(orders.id, order.id));
    return { cancelled: true, walletReturnedPaise: released.walletReturnedPaise, status: target };
  });
  if (outcome.cancelled) await announceStockChange(ctx, [order.id]);

  const refund = await ctx.refundOrderPayment(ctx, order.id, {
    reason: `Order cancelled (${input.actor})`,
    idempotencyKey: `order:${order.id}:cancel`,
  });
  ctx.log.info({ orderId: order.id, actor: input.actor, refund: refund?.refundId ?? null }, 'order cancelled');
  return { orderId: order.id, ...outcome, refund };
}

async function cancellationReason(ctx: AppContext, reasonId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ reason: reasons.reason })
    .from(reasons)
    .where(and(eq(reasons.id, reasonId), eq(reasons.kind, 'CANCELLATION')));
  if (!row) throw ValidationError.field('reasonId', 'Please choose a valid cancellation reason');
  return row.reason;
}
