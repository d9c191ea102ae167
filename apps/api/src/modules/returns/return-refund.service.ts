import { formatRupees, toRupees } from '@shringar/contracts/money';
import { RETURN_STATUS_LABELS, type ReturnRefundDestination, type ReturnStatus } from '@shringar/contracts/orders';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orderItems, orders, returnRequests } from '../../db/schema/orders.ts';
import { AppError, Conflict, NotFound } from '../../lib/errors.ts';
import { addNotification } from '../engagement/engagement.public.ts';
import { refundOrderPayment } from '../payments/payments.public.ts';
import { appendWalletEntry } from '../wallet/wallet.public.ts';
import type { ReturnChange } from './return-decisions.service.ts';
import { refundableChargesPaise, returnRefundPaise } from './return-amount.ts';
import { loadReturnRow } from './return-queue.service.ts';

const REFUNDABLE: readonly ReturnStatus[] = ['APPROVED', 'RECEIVED', 'COMPLETED'];
const ONLINE_PAID = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'];

/** The ledger's and the gateway's key: one refund per return, whichever way it goes and however often asked. */
const refundKey = (returnId: number) => `return:${returnId}:refund`;

type Claim =
  | { kind: 'done'; change: ReturnChange }
  | { kind: 'gateway'; orderId: string; amountPaise: number; productName: string; from: ReturnStatus };

/**
 * POST /admin/returns/{id}/refund. The return's row lock decides: a refund to the wallet is one transaction
 * (ledger entry under the return's key, return REFUNDED, the shopper told); a refund to the original payment
 * first marks the return REFUNDING with its destination, then asks the gateway under the same key outside any
 * transaction, then marks it REFUNDED. So a repeated or raced call refunds once: the same destination finds the
 * refund (or completes the one in progress under the same key), the other destination is refused.
 */
export async function refundReturn(
  ctx: AppContext,
  returnId: number,
  destination: ReturnRefundDestination,
  actor: string,
) {
  const claim = await claimRefund(ctx, returnId, destination, actor);
  const change = claim.kind === 'done' ? claim.change : await refundThroughGateway(ctx, returnId, actor, claim);
  return { ...(await loadReturnRow(ctx.db, returnId)), change };
}

async function claimRefund(
  ctx: AppContext,
  returnId: number,
  destination: ReturnRefundDestination,
  actor: string,
): Promise<Claim> {
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
    if (r.status === 'REFUNDING' && r.refundDestination !== destination)
      throw new Conflict(
        'A refund of this return to the original payment is already in progress',
        'INVALID_RETURN_TRANSITION',
      );
    if (r.status === 'REFUNDING')
      return {
        kind: 'gateway',
        orderId: r.orderId,
        amountPaise: r.refundPaise!,
        productName: item.name,
        from: r.status,
      };
    if (!REFUNDABLE.includes(r.status))
      throw new Conflict(
        `A return that is '${RETURN_STATUS_LABELS[r.status]}' cannot be refunded; approve it first`,
        'INVALID_RETURN_TRANSITION',
      );
    const amountPaise = returnRefundPaise(item, order);
    if (amountPaise <= 0) throw new Conflict('Nothing was paid for this item', 'NOTHING_TO_REFUND');
    const now = ctx.clock.now();

    if (destination === 'SOURCE') {
      if (!order.paymentMethods.includes('ONLINE') || !ONLINE_PAID.includes(order.paymentStatus))
        throw new Conflict('This order was not paid online; refund it to the wallet', 'NOTHING_TO_REFUND');
      await tx
        .update(returnRequests)
        .set({
          ...(r.status === 'COMPLETED' && !r.receivedAt ? { receivedAt: now } : {}),
          status: 'REFUNDING',
          refundDestination: 'SOURCE',
          refundPaise: amountPaise,
          decidedBy: actor,
          updatedAt: now,
        })
        .where(eq(returnRequests.id, returnId));
      return { kind: 'gateway', orderId: r.orderId, amountPaise, productName: item.name, from: r.status };
    }

    await appendWalletEntry(tx, {
      userId: r.userId,
      type: 'CREDIT',
      amountPaise,
      reason: `Refund for returned ${item.name} (order ${r.orderId})`,
      orderId: r.orderId,
      idempotencyKey: refundKey(returnId),
    });
    await tx
      .update(returnRequests)
      .set({
        status: 'REFUNDED',
        refundDestination: 'WALLET',
        refundPaise: amountPaise,
        refundedAt: now,
        decidedBy: actor,
        updatedAt: now,
      })
      .where(eq(returnRequests.id, returnId));
    await addNotification(tx, {
      userId: r.userId,
      title: 'Refund added to your wallet',
      body: `${formatRupees(toRupees(amountPaise))} for your return of ${item.name} (order ${r.orderId}) is in your Shringar wallet.`,
      createdAt: now,
    });
    return { kind: 'done', change: { from: r.status, to: 'REFUNDED', changed: true } };
  });
}

/**
 * The gateway's part of a refund to the original payment, under the return's key (payments' refund service
 * refunds once per key and sends the shopper the 'refunded' message). A refusal puts the return back where it
 * was, so it can be tried again or refunded to the wallet instead.
 */
async function refundThroughGateway(
  ctx: AppContext,
  returnId: number,
  actor: string,
  claim: Extract<Claim, { kind: 'gateway' }>,
): Promise<ReturnChange> {
  try {
    const refund = await refundOrderPayment(ctx, claim.orderId, {
      reason: `Return ${returnId} of ${claim.productName} (${actor})`,
      idempotencyKey: refundKey(returnId),
      amountPaise: claim.amountPaise,
    });
    if (!refund) throw new Conflict('This order has no online payment left to refund', 'NOTHING_TO_REFUND');
  } catch (error) {
    const now = ctx.clock.now();
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
        updatedAt: now,
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
