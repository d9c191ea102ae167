import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/client.ts';
import { counters, orders } from '../../db/schema/orders.ts';
import { NotFound } from '../../lib/errors.ts';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Indian financial year (April to March, in IST) of a moment: 2026-11-22 → '26-27'. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'SHR/26-27/000123': GST rule 46 allows at most 16 characters, unique within the financial year. */
export const formatInvoiceNumber = (fy: string, n: number) => `SHR/${fy}/${String(n).padStart(6, '0')}`;

/**
 * Gives the order its invoice number once, inside the caller's transaction. The order row is locked first,
 * so two requests for the same order cannot both take a number; the counter row is bumped with an upsert in
 * the same transaction, so a transaction that fails gives its number back and the sequence has no gaps.
 */
export async function assignInvoiceNumber(
  tx: Db,
  orderId: string,
  now: Date,
): Promise<{ invoiceNumber: string; invoicedAt: Date }> {
  const [locked] = await rows<{ invoice_number: string | null; invoiced_at: Date | string | null }>(
    tx,
    sql`select invoice_number, invoiced_at from orders where id = ${orderId} for update`,
  );
  if (!locked) throw new NotFound('The order you are looking for does not exist', 'ORDER_NOT_FOUND');
  if (locked.invoice_number)
    return { invoiceNumber: locked.invoice_number, invoicedAt: new Date(locked.invoiced_at ?? now) };

  const fy = financialYear(now);
  const [counter] = await tx
    .insert(counters)
    .values({ name: `invoice:${fy}`, value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  const invoiceNumber = formatInvoiceNumber(fy, counter!.value);
  const [updated] = await tx
    .update(orders)
    .set({ invoiceNumber, invoicedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)))
    .returning({ id: orders.id });
  // Cannot happen under the row lock; failing here rolls the counter back rather than leaving a gap.
  if (!updated) throw new Error(`Invoice number raced for order ${orderId}`);
  return { invoiceNumber, invoicedAt: now };
}
