import { toRupees } from '@shringar/contracts/money';
import type { OrderRefund } from '@shringar/contracts/refunds';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orderRefunds, refunds } from '../../db/schema/payments.ts';
import { AppError, Conflict } from '../../lib/errors.ts';
import { refundOrderPayment } from '../payments/payments.public.ts';
import {
  claimOrderRefund,
  lockRefundable,
  refundKey,
  type OrderRefundRow,
  type RefundClaimInput,
} from './refund-claim.ts';

/**
 * The gateway's part of a refund to the original payment, outside any transaction (no network wait under the
 * order's lock), under the refund's own key so a retry refunds once. A refusal marks the row FAILED, which gives
 * its amount back to what is refundable.
 */
export async function completeSourceRefund(ctx: AppContext, row: OrderRefundRow, reason: string) {
  let providerRefundId: string | null = null;
  try {
    const refund = await refundOrderPayment(ctx, row.orderId, {
      reason,
      idempotencyKey: refundKey(row),
      amountPaise: row.amountPaise,
    });
    if (!refund) throw new Conflict('This order has no online payment left to refund', 'NOTHING_TO_REFUND');
    providerRefundId = refund.providerRefundId;
    const [done] = await ctx.db
      .update(orderRefunds)
      .set({ status: 'DONE', paymentRefundId: refund.refundId, updatedAt: ctx.clock.now() })
      .where(eq(orderRefunds.id, row.id))
      .returning();
    return { row: done!, providerRefundId };
  } catch (error) {
    await ctx.db
      .update(orderRefunds)
      .set({ status: 'FAILED', updatedAt: ctx.clock.now() })
      .where(and(eq(orderRefunds.id, row.id), eq(orderRefunds.status, 'PENDING')));
    throw error instanceof AppError
      ? error
      : new AppError(502, 'REFUND_FAILED', 'The refund could not be issued. Please try again.');
  }
}

/**
 * POST /admin/orders/{id}/refund: a refund on the order itself (goodwill, part of the price), to the wallet,
 * the original payment or a recorded bank/UPI payout; never more than is left refundable.
 */
export async function refundOrder(ctx: AppContext, input: Omit<RefundClaimInput, 'subject' | 'returnId' | 'capPaise'>) {
  const claim = await ctx.db.transaction((tx) =>
    claimOrderRefund(ctx, tx, { ...input, subject: { kind: 'order' }, returnId: null }),
  );
  let row = claim.row;
  let providerRefundId: string | null = null;
  if (row.destination === 'SOURCE' && row.status === 'PENDING')
    ({ row, providerRefundId } = await completeSourceRefund(ctx, row, input.reason || `Refund by ${input.actor}`));
  else if (row.paymentRefundId) providerRefundId = await gatewayRefundId(ctx, row.paymentRefundId);
  const { refundablePaise } = await lockRefundable(ctx.db, row.orderId, { lock: false });
  return { row, created: claim.created, providerRefundId, refundablePaise };
}

async function gatewayRefundId(ctx: AppContext, paymentRefundId: number) {
  const [found] = await ctx.db
    .select({ id: refunds.providerRefundId })
    .from(refunds)
    .where(eq(refunds.id, paymentRefundId));
  return found?.id ?? null;
}

/** The order's refunds, oldest first, as the order pages list them (money in rupees). */
export async function listOrderRefunds(db: AppContext['db'], orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, OrderRefund[]>();
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, orderIds))
    .orderBy(asc(orderRefunds.id));
  const byOrder = new Map<string, OrderRefund[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(toOrderRefund(row));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export function toOrderRefund(row: OrderRefundRow): OrderRefund {
  return {
    refundId: row.id,
    returnId: row.returnId,
    amount: toRupees(row.amountPaise),
    destination: row.destination,
    status: row.status,
    payout:
      row.payoutMethod === 'UPI'
        ? { method: 'UPI', upiId: row.payoutUpiId!, reference: row.payoutReference! }
        : row.payoutMethod === 'BANK'
          ? {
              method: 'BANK',
              accountLast4: row.payoutAccountLast4!,
              ifsc: row.payoutIfsc!,
              reference: row.payoutReference!,
            }
          : null,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

/** Rupees still refundable on an order (the console's dialog starts from it). */
export async function refundableOn(ctx: AppContext, orderId: string) {
  const { refundablePaise } = await lockRefundable(ctx.db, orderId, { lock: false });
  return toRupees(refundablePaise);
}
