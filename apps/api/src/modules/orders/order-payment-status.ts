import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/*
 * What a payment does to its order's row. Payments call these under the payment's row lock, in the transaction
 * that also writes the payment record and the order's history, so the order and its payment commit together.
 */

const CANCELLED = ['CANCELLED', 'CANCELLED_BY_USER', 'CANCELLED_BY_SHRINGAR'] as const;

/**
 * The draft becomes a real, paid order. With onlyPayableDraft the update applies only to a draft that is
 * neither paid nor cancelled (false when it is not: the conditional update is what makes it happen once);
 * without it the caller has locked the order and decided (a reinstatement).
 */
export async function markDraftPaid(
  tx: Db,
  orderId: string,
  opts: { onlyPayableDraft: boolean; now: Date },
): Promise<boolean> {
  const payable = and(
    eq(orders.isDraft, true),
    ne(orders.paymentStatus, 'PAID'),
    notInArray(orders.status, [...CANCELLED]),
  );
  const [confirmed] = await tx
    .update(orders)
    .set({
      isDraft: false,
      status: 'ORDERED',
      paymentStatus: 'PAID',
      draftExpiresAt: null,
      lastStatusUpdate: opts.now,
      updatedAt: opts.now,
    })
    .where(opts.onlyPayableDraft ? and(eq(orders.id, orderId), payable) : eq(orders.id, orderId))
    .returning({ id: orders.id });
  return confirmed !== undefined;
}

/** A payment that came too late for its released order was refunded: the unpaid order says so. */
export async function markLatePaymentRefunded(tx: Db, orderId: string, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'REFUNDED', updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ['PENDING', 'FAILED'])));
}

/** The order's online payment is refunded in full or in part, as the payment's refunded total now says. */
export async function markPaymentRefunded(tx: Db, orderId: string, fully: boolean, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: fully ? 'REFUNDED' : 'PARTIALLY_REFUNDED', updatedAt: now })
    .where(eq(orders.id, orderId));
}
