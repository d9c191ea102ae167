import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { AppError, Conflict, NotFound } from '../../lib/errors.ts';
import { recordOrderEvent } from '../order-messages/order-messages.public.ts';
import { markPaymentRefunded } from '../orders/orders.public.ts';

type RefundRow = typeof refunds.$inferSelect;

export type RefundResult = {
  refundId: number;
  providerRefundId: string | null;
  amountPaise: number;
  status: RefundRow['status'];
  /** False when the idempotency key had already been used: the first refund is returned unchanged. */
  created: boolean;
};

/** A claim on a refund that was started but never finished (the process died mid-call) expires after this. */
const STALE_CLAIM_MS = 2 * 60 * 1000;

/** How much to refund: an exact amount, or whatever of the payment is still unrefunded. */
type RefundAmount = number | 'remaining';

/**
 * Refunds part of a captured payment through the gateway, exactly once per idempotency key.
 *
 * 1. One transaction claims the refund under a row lock on the payment, so every claim on one payment runs one
 *    at a time and each sees the refunds the others committed: a retry with the same key (sequential or
 *    parallel) finds the first claim's row and returns it; otherwise a refunds row is written under the key and
 *    the amount added to payments.refunded_paise (never above the payment).
 * 2. The gateway call happens outside any transaction (no network wait while holding locks), with the same key.
 * 3. The outcome is written back; if the provider refused or was unreachable, the claim is undone, so a later
 *    retry with the same key tries again.
 *
 * Returns null when nothing is left to refund and the key has no refund of its own.
 */
export async function refundPayment(
  ctx: AppContext,
  paymentRowId: number,
  opts: { amountPaise: RefundAmount; idempotencyKey: string; reason: string },
): Promise<RefundResult | null> {
  const claim = await claimRefund(ctx, paymentRowId, opts);
  if (!claim) return null;
  if (!claim.owner) return toResult(claim.row, false);

  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentRowId));
  const amountPaise = claim.row.amountPaise;
  try {
    const answer = await ctx.payments.refund({
      paymentId: payment!.providerPaymentId!,
      amountPaise,
      idempotencyKey: opts.idempotencyKey,
    });
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(refunds)
        .set({
          providerRefundId: answer.refundId,
          status: answer.status === 'processed' ? 'PROCESSED' : 'PENDING',
          updatedAt: now,
        })
        .where(eq(refunds.id, claim.row.id))
        .returning();
      await tx
        .update(payments)
        .set({ status: 'REFUNDED', updatedAt: now })
        .where(and(eq(payments.id, paymentRowId), eq(payments.refundedPaise, payments.amountPaise)));
      return updated!;
    });
    ctx.log.info({ paymentRowId, refundId: row.id, reason: opts.reason }, 'refund issued');
    return toResult(row, true);
  } catch (err) {
    await ctx.db.transaction(async (tx) => {
      const [released] = await tx
        .update(refunds)
        .set({ status: 'FAILED', updatedAt: ctx.clock.now() })
        .where(and(eq(refunds.id, claim.row.id), eq(refunds.status, 'PENDING')))
        .returning({ id: refunds.id });
      if (released)
        await tx
          .update(payments)
          .set({ refundedPaise: sql`${payments.refundedPaise} - ${amountPaise}` })
          .where(eq(payments.id, paymentRowId));
    });
    throw err instanceof AppError
      ? err
      : new AppError(502, 'REFUND_FAILED', 'The refund could not be issued. Please try again.');
  }
}

async function claimRefund(
  ctx: AppContext,
  paymentRowId: number,
  opts: { amountPaise: RefundAmount; idempotencyKey: string },
): Promise<{ owner: boolean; row: RefundRow } | null> {
  if (opts.amountPaise !== 'remaining' && (!Number.isInteger(opts.amountPaise) || opts.amountPaise <= 0))
    throw new RangeError('Refund amounts are positive paise');
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    // The lock is the queue: a claim waiting here reads the key only after the claim before it has committed.
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentRowId)).for('update');
    if (!payment) throw new NotFound('Payment not found.');
    const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, opts.idempotencyKey));
    if (existing) {
      const stale =
        existing.status === 'PENDING' &&
        !existing.providerRefundId &&
        now.getTime() - existing.updatedAt.getTime() > STALE_CLAIM_MS;
      if (existing.status !== 'FAILED' && !stale) return { owner: false, row: existing };
      // A failed (or abandoned) attempt under this key: take it over and try again.
      if (existing.status === 'FAILED') await reserveRefundable(tx, paymentRowId, existing.amountPaise);
      const [retaken] = await tx
        .update(refunds)
        .set({ status: 'PENDING', updatedAt: now })
        .where(eq(refunds.id, existing.id))
        .returning();
      return { owner: true, row: retaken! };
    }
    const amountPaise =
      opts.amountPaise === 'remaining' ? payment.amountPaise - payment.refundedPaise : opts.amountPaise;
    if (amountPaise <= 0) return null;
    await reserveRefundable(tx, paymentRowId, amountPaise);
    const [row] = await tx
      .insert(refunds)
      .values({
        paymentId: paymentRowId,
        idempotencyKey: opts.idempotencyKey,
        amountPaise,
        status: 'PENDING',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { owner: true, row: row! };
  });
}

async function reserveRefundable(tx: AppContext['db'], paymentRowId: number, amountPaise: number) {
  const [reserved] = await tx
    .update(payments)
    .set({ refundedPaise: sql`${payments.refundedPaise} + ${amountPaise}` })
    .where(
      and(
        eq(payments.id, paymentRowId),
        sql`${payments.status} in ('PAID', 'REFUNDED')`,
        sql`${payments.providerPaymentId} is not null`,
        sql`${payments.refundedPaise} + ${amountPaise} <= ${payments.amountPaise}`,
      ),
    )
    .returning({ id: payments.id });
  if (!reserved) throw new Conflict('Nothing left to refund on this payment', 'NOTHING_TO_REFUND');
}

const toResult = (row: RefundRow, created: boolean): RefundResult => ({
  refundId: row.id,
  providerRefundId: row.providerRefundId,
  amountPaise: row.amountPaise,
  status: row.status,
  created,
});

/**
 * Refunds what is still refundable of an order's online payment, once per idempotency key. Returns null when
 * the order has no captured online payment (COD or wallet only). The order's payment status follows.
 */
export async function refundOrderPayment(
  ctx: AppContext,
  orderId: string,
  opts: { reason: string; idempotencyKey: string; amountPaise?: number },
): Promise<RefundResult | null> {
  const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new NotFound('Order not found.');
  const [payment] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), sql`${payments.status} in ('PAID', 'REFUNDED')`))
    .orderBy(payments.id)
    .limit(1);
  if (!payment) return null;

  const result = await refundPayment(ctx, payment.id, { ...opts, amountPaise: opts.amountPaise ?? 'remaining' });
  if (!result) return null;
  // Under the payment's lock, as the claims are: a refund under another key finishing at the same time cannot
  // write its older total over this one (PARTIALLY_REFUNDED after REFUNDED).
  await ctx.db.transaction(async (tx) => {
    const [after] = await tx
      .select({ refunded: payments.refundedPaise, amount: payments.amountPaise })
      .from(payments)
      .where(eq(payments.id, payment.id))
      .for('update');
    await markPaymentRefunded(tx, orderId, after!.refunded >= after!.amount, ctx.clock.now());
    // Once per refund the gateway took (the outbox's key names it), however often a retry gets here.
    if (result.providerRefundId)
      await recordOrderEvent(ctx, tx, {
        kind: 'refund',
        orderId,
        refundId: result.refundId,
        amountPaise: result.amountPaise,
        at: ctx.clock.now(),
      });
  });
  return result;
}

/** The provider finished a refund it had accepted as pending (refund.processed webhook). */
export async function markRefundProcessed(ctx: AppContext, providerRefundId: string): Promise<boolean> {
  const updated = await ctx.db
    .update(refunds)
    .set({ status: 'PROCESSED', updatedAt: ctx.clock.now() })
    .where(and(eq(refunds.providerRefundId, providerRefundId), sql`${refunds.status} <> 'PROCESSED'`))
    .returning({ id: refunds.id });
  return updated.length > 0;
}
