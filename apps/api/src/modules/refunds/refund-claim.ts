import { formatRupees, toRupees } from '@shringar/contracts/money';
import { isCancelledStatus } from '@shringar/contracts/order-statuses';
import type { Payout, RefundDestination } from '@shringar/contracts/refunds';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/orders.ts';
import { orderRefunds, payments } from '../../db/schema/payments.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { addNotificationInLanguage } from '../engagement/engagement.public.ts';
import {
  payoutRefundNotice,
  type RefundSubject,
  refundSubjectText,
  walletRefundNotice,
} from '../order-messages/order-messages.public.ts';
import { appendWalletEntry } from '../wallet/wallet.public.ts';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;
type Tx = AppContext['db'];

export type RefundClaimInput = {
  orderId: string;
  returnId?: number | null;
  destination: RefundDestination;
  /** Exact paise, or all that is left (bounded by `capPaise`). */
  amountPaise: number | 'remaining';
  /** A return's own limit: its item's price less its share of the coupon. */
  capPaise?: number;
  payout?: Payout | undefined;
  reason?: string | undefined;
  /** What the refund is for, as the shopper's notification and the wallet line name it. */
  subject: RefundSubject;
  actor: string;
  requestKey?: string | undefined;
};

export type RefundClaim = { row: OrderRefundRow; created: boolean; refundablePaise: number };

const PAID = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'];

/** The gateway's and the wallet's key for one refund: a return keeps the key its refunds always had. */
export const refundKey = (row: Pick<OrderRefundRow, 'id' | 'returnId'>) =>
  row.returnId ? `return:${row.returnId}:refund` : `order-refund:${row.id}`;

/**
 * What the shopper paid on an order and what of it is still refundable, read under the order's row lock: every
 * refund claim on one order runs one at a time and sees the claims committed before it, so refunds raced from
 * two tabs (or the CLI and the console) never add up to more than was paid. The wallet part is paid at
 * placement; the rest once the payment is captured (COD: on delivery).
 */
export async function lockRefundable(tx: Tx, orderId: string, { lock } = { lock: true }) {
  const query = tx
    .select({
      id: orders.id,
      userId: orders.userId,
      isDraft: orders.isDraft,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalPaise: orders.totalPaise,
      walletPaise: orders.walletPaise,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new NotFound('No order with this id', 'ORDER_NOT_FOUND');
  // A cancelled order's payment went back with the cancellation (cancel.service), outside these rows.
  const paidPaise =
    order.isDraft || isCancelledStatus(order.status)
      ? 0
      : PAID.includes(order.paymentStatus)
        ? order.totalPaise
        : order.walletPaise;
  const [given] = await tx
    .select({ sum: sql<string>`coalesce(sum(${orderRefunds.amountPaise}), 0)` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), ne(orderRefunds.status, 'FAILED')));
  return { order, paidPaise, refundablePaise: Math.max(0, paidPaise - Number(given!.sum)) };
}

/** How much of the order's online payment the gateway can still refund (null: none was captured). */
async function sourceRefundable(tx: Tx, orderId: string): Promise<number | null> {
  const [payment] = await tx
    .select({ amount: payments.amountPaise, refunded: payments.refundedPaise })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        sql`${payments.status} in ('PAID', 'REFUNDED')`,
        sql`${payments.providerPaymentId} is not null`,
      ),
    )
    .orderBy(payments.id)
    .limit(1);
  return payment ? payment.amount - payment.refunded : null;
}

const rupees = (paise: number) => formatRupees(toRupees(paise));

/**
 * Claims one refund inside the caller's transaction: checks the amount against what is left (on the order, the
 * return and, for SOURCE, the online payment), writes the order_refunds row, and for the wallet credits the
 * ledger in the same transaction. SOURCE rows stay PENDING until the gateway answers (completeSourceRefund).
 * A repeated Idempotency-Key answers with the first refund.
 */
export async function claimOrderRefund(ctx: AppContext, tx: Tx, input: RefundClaimInput): Promise<RefundClaim> {
  const { order, refundablePaise } = await lockRefundable(tx, input.orderId);
  if (input.requestKey) {
    const [earlier] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.requestKey, input.requestKey)));
    if (earlier && earlier.status !== 'FAILED') return { row: earlier, created: false, refundablePaise };
    // A refused attempt under this key is forgotten, so the retry can ask again.
    if (earlier) await tx.update(orderRefunds).set({ requestKey: null }).where(eq(orderRefunds.id, earlier.id));
  }
  if (order.isDraft) throw new Conflict('This order is still waiting for payment', 'ORDER_IS_DRAFT');
  if (isCancelledStatus(order.status))
    throw new Conflict('This order was cancelled; what was paid went back with the cancellation', 'ORDER_CANCELLED');

  const limits = [{ paise: refundablePaise, what: 'on this order' }];
  if (input.capPaise !== undefined) limits.push({ paise: input.capPaise, what: 'for this return' });
  if (input.destination === 'SOURCE') {
    const online = await sourceRefundable(tx, order.id);
    if (online === null)
      throw new Conflict(
        'This order was not paid online; refund it to the wallet or record a bank or UPI payout',
        'NOTHING_TO_REFUND',
      );
    limits.push({ paise: online, what: 'on the original payment' });
  }
  const tightest = limits.reduce((a, b) => (b.paise <= a.paise ? b : a));
  if (tightest.paise <= 0)
    throw new Conflict(
      tightest.what === 'on this order'
        ? 'Nothing is left to refund on this order'
        : `Nothing is left to refund ${tightest.what}`,
      'NOTHING_TO_REFUND',
    );
  const amountPaise = input.amountPaise === 'remaining' ? tightest.paise : input.amountPaise;
  if (amountPaise > tightest.paise)
    throw new Conflict(`Only ${rupees(tightest.paise)} is left to refund ${tightest.what}`, 'REFUND_TOO_LARGE');

  const now = ctx.clock.now();
  const payout = input.destination === 'PAYOUT' ? input.payout : undefined;
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      returnId: input.returnId ?? null,
      destination: input.destination,
      amountPaise,
      status: input.destination === 'SOURCE' ? 'PENDING' : 'DONE',
      payoutMethod: payout?.method ?? null,
      payoutUpiId: payout?.method === 'UPI' ? payout.upiId : null,
      payoutAccountLast4: payout?.method === 'BANK' ? payout.accountLast4 : null,
      payoutIfsc: payout?.method === 'BANK' ? payout.ifsc : null,
      payoutReference: payout?.reference ?? null,
      reason: input.reason || null,
      actor: input.actor,
      requestKey: input.requestKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();

  if (input.destination === 'WALLET') {
    await appendWalletEntry(tx, {
      userId: order.userId,
      type: 'CREDIT',
      amountPaise,
      reason: `Refund for ${refundSubjectText(input.subject)} (order ${order.id})`,
      orderId: order.id,
      idempotencyKey: refundKey(row!),
    });
    await addNotificationInLanguage(tx, {
      userId: order.userId,
      texts: walletRefundNotice(amountPaise, input.subject, order.id),
      createdAt: now,
    });
  }
  if (payout)
    await addNotificationInLanguage(tx, {
      userId: order.userId,
      texts: payoutRefundNotice(amountPaise, input.subject, order.id, payout),
      createdAt: now,
    });
  return { row: row!, created: true, refundablePaise: refundablePaise - amountPaise };
}
