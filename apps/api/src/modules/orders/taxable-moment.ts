import type { Db } from '../../db/client.ts';
import type { orders } from '../../db/schema/orders.ts';
import { isInvoiceAvailable } from './invoice-eligibility.ts';
import { assignInvoiceNumber } from './invoice-number.ts';

type OrderAtChange = Pick<
  typeof orders.$inferSelect,
  'id' | 'isDraft' | 'status' | 'paymentStatus' | 'paymentMethods'
> &
  Partial<Pick<typeof orders.$inferSelect, 'deliveredAt' | 'invoiceNumber'>>;

/**
 * Numbers the GST invoice at the taxable moment (docs/operations.md, 'Invoices'): a prepaid order when it is
 * paid, a cash-on-delivery order when it is delivered. Called inside the transaction that makes that change,
 * last, so the invoice counter's row lock is held only until that transaction commits and a rollback gives the
 * number back (no gap). Nothing happens for an order not yet due or already numbered.
 */
export async function numberInvoiceIfDue(tx: Db, order: OrderAtChange, now: Date): Promise<void> {
  if (order.invoiceNumber) return;
  const due = isInvoiceAvailable({ deliveredAt: null, invoiceNumber: null, ...order });
  if (due) await assignInvoiceNumber(tx, order.id, now);
}
