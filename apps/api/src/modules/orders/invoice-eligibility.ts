import { isCancelledStatus } from '@shringar/contracts/orders';
import type { orders } from '../../db/schema/orders.ts';

type OrderForInvoice = Pick<
  typeof orders.$inferSelect,
  'isDraft' | 'status' | 'paymentStatus' | 'paymentMethods' | 'deliveredAt' | 'invoiceNumber'
>;

/**
 * A tax invoice exists once the sale is complete for GST: a prepaid order (wallet and/or online) once paid, a
 * cash-on-delivery order once delivered. An invoice once issued stays downloadable whatever happens next;
 * an order cancelled before that never gets one.
 */
export function isInvoiceAvailable(order: OrderForInvoice): boolean {
  if (order.invoiceNumber) return true;
  if (order.isDraft || isCancelledStatus(order.status)) return false;
  if (order.deliveredAt) return true;
  const paysOnDelivery = order.paymentMethods.includes('COD');
  return !paysOnDelivery && order.paymentStatus === 'PAID';
}
