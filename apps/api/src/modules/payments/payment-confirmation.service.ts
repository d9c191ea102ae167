import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { BadRequest, NotFound } from '../../lib/errors.ts';
import { appendWalletEntry, markTopupPaid } from '../wallet/wallet.public.ts';
import { announceStockChange, CannotReinstate, reReserveOrder } from '../inventory/inventory.public.ts';
import { recordOrderEvent } from '../order-messages/order-messages.public.ts';
import { assignInvoiceNumber, historyNote, markDraftPaid, markLatePaymentRefunded } from '../orders/orders.public.ts';
import { lockPayment, paymentByProviderOrderId, type PaymentRow } from './payment-records.ts';
import { refundPayment } from './refund.service.ts';

const CANCELLED = ['CANCELLED', 'CANCELLED_BY_USER', 'CANCELLED_BY_SHRINGAR'] as const;

type CapturedPayment = {
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number;
  /**
   * Who learned of the payment: 'verify' (the shopper's browser), 'webhook' (the provider) or 'reconciliation'
   * (the store asking the provider about a draft whose browser never came back).
   */
  source: 'verify' | 'webhook' | 'reconciliation';
};

export type ConfirmOutcome =
  | { target: 'order'; orderId: string; result: 'confirmed' | 'already-paid' | 'reinstated' | 'refunded' }
  | { target: 'topup'; walletTopupId: number; userId: number; result: 'credited' | 'already-paid' };

/**
 * A captured payment for one of the store's provider orders: make it count exactly once, whichever of the
 * shopper's verify and the provider's webhook arrives first, or both at once. Orders: the draft becomes a real
 * order (or, if it expired meanwhile, is reinstated or the payment refunded). Top-ups: the wallet is credited
 * through the ledger under the key topup:<id>. The amount must match what the store asked for.
 */
export async function confirmCapturedPayment(ctx: AppContext, captured: CapturedPayment): Promise<ConfirmOutcome> {
  const record = await paymentByProviderOrderId(ctx.db, captured.providerOrderId);
  if (!record) throw new NotFound('Payment not found.');
  if (captured.amountPaise !== record.amountPaise)
    throw new BadRequest('Payment amount does not match the order', 'PAYMENT_AMOUNT_MISMATCH');
  return record.walletTopupId !== null ? confirmTopup(ctx, record, captured) : confirmOrder(ctx, record, captured);
}

async function confirmTopup(ctx: AppContext, record: PaymentRow, captured: CapturedPayment): Promise<ConfirmOutcome> {
  const topupId = record.walletTopupId!;
  const duplicate = await ctx.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, record.id);
    if (locked.status === 'PAID' || locked.status === 'REFUNDED') {
      return locked.providerPaymentId !== captured.providerPaymentId;
    }
    const now = ctx.clock.now();
    await markPaymentPaid(tx, record.id, captured.providerPaymentId, now);
    await markTopupPaid(tx, topupId, now);
    await appendWalletEntry(tx, {
      userId: record.userId,
      type: 'CREDIT',
      amountPaise: record.amountPaise,
      reason: 'Wallet top-up',
      walletTopupId: topupId,
      idempotencyKey: `topup:${topupId}`,
    });
    return false;
  });
  if (duplicate) await refundSecondPayment(ctx, record, captured);
  return {
    target: 'topup',
    walletTopupId: topupId,
    userId: record.userId,
    result: duplicate ? 'already-paid' : 'credited',
  };
}

async function confirmOrder(ctx: AppContext, record: PaymentRow, captured: CapturedPayment): Promise<ConfirmOutcome> {
  const orderId = record.orderId!;
  const actor = `payment:${captured.source}`;
  const first = await ctx.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, record.id);
    if (locked.status === 'PAID' || locked.status === 'REFUNDED')
      return locked.providerPaymentId === captured.providerPaymentId ? ('already-paid' as const) : ('second' as const);
    // The conditional update is what makes the draft a real order exactly once, whatever else runs: a
    // parallel verify or webhook waits on the payment lock above, and an expiry racing us changes the status.
    const confirmed = await markOrderPaid(ctx, tx, {
      orderId,
      onlyPayableDraft: true,
      paymentRowId: record.id,
      providerPaymentId: captured.providerPaymentId,
      now: ctx.clock.now(),
      history: { note: historyNote('paymentReceived'), actor },
    });
    return confirmed ? ('confirmed' as const) : ('released' as const);
  });

  if (first === 'confirmed' || first === 'already-paid') return { target: 'order', orderId, result: first };
  if (first === 'second') {
    await refundSecondPayment(ctx, record, captured);
    return { target: 'order', orderId, result: 'already-paid' };
  }
  return reinstateOrRefund(ctx, record, captured, actor);
}

/**
 * The order is no longer a payable draft: it expired (stock, wallet part and coupon use given back) or was paid
 * by another provider order. Take everything again and confirm it; if that is not possible, refund.
 */
async function reinstateOrRefund(
  ctx: AppContext,
  record: PaymentRow,
  captured: CapturedPayment,
  actor: string,
): Promise<ConfirmOutcome> {
  const orderId = record.orderId!;
  try {
    const reinstated = await ctx.db.transaction(async (tx) => {
      await lockPayment(tx, record.id);
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || order.paymentStatus === 'PAID' || !(CANCELLED as readonly string[]).includes(order.status))
        throw new CannotReinstate('not-released');
      await reReserveOrder(tx, order);
      return markOrderPaid(ctx, tx, {
        orderId,
        onlyPayableDraft: false,
        paymentRowId: record.id,
        providerPaymentId: captured.providerPaymentId,
        now: ctx.clock.now(),
        history: { note: historyNote('paymentAfterExpiry'), actor },
      });
    });
    if (reinstated) {
      await announceStockChange(ctx, [orderId]);
      return { target: 'order', orderId, result: 'reinstated' };
    }
  } catch (err) {
    if (!(err instanceof CannotReinstate)) throw err;
    ctx.log.warn({ orderId, why: err.why }, 'late payment cannot be reinstated; refunding');
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, record.id);
    if (locked.status !== 'PAID' && locked.status !== 'REFUNDED')
      await markPaymentPaid(tx, record.id, captured.providerPaymentId, now);
  });
  const [order] = await ctx.db
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.paymentStatus === 'PAID') {
    // Paid meanwhile. By this very payment when a parallel verify or webhook for it reinstated the order (both
    // found the draft released, that call won the payment lock): nothing to refund. Through another provider
    // order: this one is a second payment.
    if (await paidThroughAnotherPayment(ctx.db, orderId, record.id)) await refundSecondPayment(ctx, record, captured);
    return { target: 'order', orderId, result: 'already-paid' };
  }
  const refund = await refundPayment(ctx, record.id, {
    amountPaise: record.amountPaise,
    idempotencyKey: `payment:${captured.providerPaymentId}:late`,
    reason: 'Payment received after the order expired',
  });
  await ctx.db.transaction(async (tx) => {
    await markLatePaymentRefunded(tx, orderId, now);
    if (refund)
      await recordOrderEvent(ctx, tx, {
        kind: 'refund',
        orderId,
        refundId: refund.refundId,
        amountPaise: refund.amountPaise,
        at: now,
      });
  });
  return { target: 'order', orderId, result: 'refunded' };
}

async function paidThroughAnotherPayment(db: Db, orderId: string, paymentRowId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), ne(payments.id, paymentRowId), inArray(payments.status, ['PAID', 'REFUNDED'])),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * The draft becomes a real, paid order: the order row, its payment record and a history row. With
 * onlyPayableDraft the update applies only to a draft that is neither paid nor cancelled (false when it is not);
 * without it the caller has locked the order and decided (a reinstatement).
 */
async function markOrderPaid(
  ctx: AppContext,
  tx: Db,
  input: {
    orderId: string;
    onlyPayableDraft: boolean;
    paymentRowId: number;
    providerPaymentId: string;
    now: Date;
    history: { note: string; actor: string };
  },
): Promise<boolean> {
  const { orderId, now } = input;
  if (!(await markDraftPaid(tx, orderId, { onlyPayableDraft: input.onlyPayableDraft, now }))) return false;
  await markPaymentPaid(tx, input.paymentRowId, input.providerPaymentId, now);
  await recordOrderEvent(ctx, tx, { kind: 'status', orderId, status: 'ORDERED', ...input.history, at: now });
  // Paid is a prepaid order's taxable moment: its invoice is numbered in this transaction, last.
  await assignInvoiceNumber(tx, orderId, now);
  return true;
}

async function markPaymentPaid(tx: Db, id: number, providerPaymentId: string, now: Date) {
  await tx
    .update(payments)
    .set({ status: 'PAID', providerPaymentId, failureReason: null, updatedAt: now })
    .where(and(eq(payments.id, id), ne(payments.status, 'PAID')));
}

/**
 * A second captured payment against a provider order that is already paid (a shopper paying twice in two tabs):
 * the provider holds money the store did not ask for, so it goes straight back.
 */
async function refundSecondPayment(ctx: AppContext, record: PaymentRow, captured: CapturedPayment) {
  ctx.log.warn({ paymentId: record.id, providerPaymentId: captured.providerPaymentId }, 'second payment refunded');
  await ctx.payments.refund({
    paymentId: captured.providerPaymentId,
    amountPaise: captured.amountPaise,
    idempotencyKey: `payment:${captured.providerPaymentId}:duplicate`,
  });
}
