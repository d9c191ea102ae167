import { toPaise } from '@shringar/contracts/money';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '@shringar/contracts/orders';
import type { Payout, RefundDestination } from '@shringar/contracts/refunds';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orderItems, orders, returnRequests } from '../../db/schema/orders.ts';
import { orderRefunds } from '../../db/schema/payments.ts';
import { AppError, Conflict, NotFound } from '../../lib/errors.ts';
import { claimOrderRefund, completeSourceRefund, type OrderRefundRow } from '../refunds/refunds.public.ts';
import type { ReturnChange } from './return-decisions.service.ts';
import { refundableChargesPaise, returnRefundPaise } from './return-amount.ts';
import { loadReturnRow } from './return-queue.service.ts';

const REFUNDABLE: readonly ReturnStatus[] = ['APPROVED', 'RECEIVED', 'COMPLETED'];

export type ReturnRefundInput = {
  destination: RefundDestination;
  /** Rupees; all of the return's amount (within what is left on the order) when left out. */
  amount?: number | undefined;
  payout?: Payout | undefined;
  reason?: string | undefined;
};

type Claim =
  | { kind: 'done'; change: ReturnChange }
  | { kind: 'gateway'; refund: OrderRefundRow; productName: string; from: ReturnStatus };

/**
 * POST /admin/returns/{id}/refund. A return is refunded once: its row lock, then the order's (refunds' claim),
 * decide. The wallet and a recorded bank/UPI payout are one transaction (refund row, ledger entry, return
 * REFUNDED, the shopper told); the original payment marks the return REFUNDING, asks the gateway outside any
 * transaction, then marks it REFUNDED. The amount is the item's price less its coupon share by default, or less
 * (partial), never more than that nor than what is left refundable on the order.
 */
export async function refundReturn(ctx: AppContext, returnId: number, input: ReturnRefundInput, actor: string) {
  const claim = await claimRefund(ctx, returnId, input, actor);
  const change = claim.kind === 'done' ? claim.change : await refundThroughGateway(ctx, returnId, actor, claim);
  return { ...(await loadReturnRow(ctx.db, returnId)), change };
}

async function claimRefund(ctx: AppContext, returnId: number, input: ReturnRefundInput, actor: string): Promise<Claim> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        r: returnRequests,
        item: {
          unitPricePaise: orderItems.unitPricePaise,
          quantity: orderItems.quantity,
          name: orderItems.productName,
        },
        order: {
          itemsPricePaise: orders.itemsPricePaise,
          couponDiscountPaise: orders.couponDiscountPaise,
          refundableChargesPaise,
          paymentMethods: orders.paymentMethods,
          paymentStatus: orders.paymentStatus,
        },
      })
      .from(returnRequests)
      .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .where(eq(returnRequests.id, returnId))
      .for('update', { of: returnRequests });
    if (!found) throw new NotFound('No return with this id', 'RETURN_NOT_FOUND');
    const { r, item, order } = found;
    if (r.status === 'REFUNDED') return { kind: 'done', change: { from: r.status, to: r.status, changed: false } };
    if (r.status === 'REFUNDING') {
      if (r.refundDestination !== input.destination)
        throw new Conflict(
          'A refund of this return to the original payment is already in progress',
          'INVALID_RETURN_TRANSITION',
        );
      return { kind: 'gateway', refund: await pendingRefundOf(tx, returnId), productName: item.name, from: r.status };
    }
    if (!REFUNDABLE.includes(r.status))
      throw new Conflict(
        `A return that is '${RETURN_STATUS_LABELS[r.status]}' cannot be refunded; approve it first`,
        'INVALID_RETURN_TRANSITION',
      );
    const capPaise = returnRefundPaise(item, order);
    if (capPaise <= 0) throw new Conflict('Nothing was paid for this item', 'NOTHING_TO_REFUND');
    const { row } = await claimOrderRefund(ctx, tx, {
      orderId: r.orderId,
      returnId,
      destination: input.destination,
      amountPaise: input.amount === undefined ? 'remaining' : toPaise(input.amount),
      capPaise,
      payout: input.payout,
      reason: input.reason,
      subject: { kind: 'return', productName: item.name },
      actor,
    });
    const now = ctx.clock.now();
    const viaGateway = input.destination === 'SOURCE';
    await tx
      .update(returnRequests)
      .set({
        ...(r.status === 'COMPLETED' && !r.receivedAt ? { receivedAt: now } : {}),
        status: viaGateway ? 'REFUNDING' : 'REFUNDED',
        refundDestination: input.destination,
        refundPaise: row.amountPaise,
        ...(viaGateway ? {} : { refundedAt: now }),
        decidedBy: actor,
        updatedAt: now,
      })
      .where(eq(returnRequests.id, returnId));
    if (viaGateway) return { kind: 'gateway', refund: row, productName: item.name, from: r.status };
    return { kind: 'done', change: { from: r.status, to: 'REFUNDED', changed: true } };
  });
}

/** The refund row a return in REFUNDING waits on (a retry completes it under the same key). */
async function pendingRefundOf(tx: AppContext['db'], returnId: number) {
  const [row] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.returnId, returnId), eq(orderRefunds.status, 'PENDING')));
  if (!row) throw new Conflict('This return has no refund in progress', 'INVALID_RETURN_TRANSITION');
  return row;
}

/**
 * The gateway's part of a refund to the original payment (refunds' completeSourceRefund, under the return's
 * key). A refusal puts the return back where it was, so it can be tried again or refunded another way.
 */
async function refundThroughGateway(
  ctx: AppContext,
  returnId: number,
  actor: string,
  claim: Extract<Claim, { kind: 'gateway' }>,
): Promise<ReturnChange> {
  try {
    await completeSourceRefund(ctx, claim.refund, `Return ${returnId} of ${claim.productName} (${actor})`);
  } catch (error) {
    const [current] = await ctx.db
      .select({ receivedAt: returnRequests.receivedAt })
      .from(returnRequests)
      .where(eq(returnRequests.id, returnId));
    await ctx.db
      .update(returnRequests)
      .set({
        status: current?.receivedAt ? 'RECEIVED' : 'APPROVED',
        refundDestination: null,
        refundPaise: null,
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(returnRequests.id, returnId), eq(returnRequests.status, 'REFUNDING')));
    throw error instanceof AppError
      ? error
      : new AppError(502, 'REFUND_FAILED', 'The refund could not be issued. Please try again.');
  }
  const now = ctx.clock.now();
  const done = await ctx.db
    .update(returnRequests)
    .set({ status: 'REFUNDED', refundedAt: now, updatedAt: now })
    .where(and(eq(returnRequests.id, returnId), eq(returnRequests.status, 'REFUNDING')))
    .returning({ id: returnRequests.id });
  return { from: claim.from, to: 'REFUNDED', changed: done.length > 0 };
}
