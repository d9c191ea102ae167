import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The store's record of one provider order, found by the provider's order id. */
export async function paymentByProviderOrderId(db: Db, providerOrderId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
  return row ?? null;
}

/** The newest provider order made for a store order (a retried checkout may have made more than one). */
export async function latestPaymentForOrder(db: Db, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function latestPaymentForTopup(db: Db, walletTopupId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.walletTopupId, walletTopupId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** Row lock on a payment record; on PGlite transactions are serialised anyway. */
export async function lockPayment(tx: Db, id: number): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row!;
}
