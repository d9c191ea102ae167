import type { AppContext } from '../../context.ts';
import { getStoreProfile } from '../settings/settings.public.ts';
import { Conflict } from '../../lib/errors.ts';
import {
  assignInvoiceNumber,
  formatIndianDate,
  isInvoiceAvailable,
  loadOrder,
  loadOrderCharges,
  loadOrderItems,
  loadOwnOrder,
  type OrderRecord,
} from '../orders/orders.public.ts';
import { rupeesInWords } from './amount-in-words.ts';
import { gstStateCode } from './gst-states.ts';
import { orderInvoiceLines } from './invoice-lines.ts';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf.ts';

type InvoiceFile = { filename: string; invoiceNumber: string; pdf: Buffer };

/**
 * The GST tax invoice of an order as a PDF. `userId` restricts it to the shopper's own order (404 otherwise);
 * a signed link or the operator passes none. The first download of an eligible order assigns its number.
 */
export async function getInvoicePdf(
  ctx: AppContext,
  access: { orderId: string; userId: number | null },
): Promise<InvoiceFile> {
  const order =
    access.userId === null
      ? await loadOrder(ctx.db, access.orderId)
      : await loadOwnOrder(ctx.db, access.userId, access.orderId);
  if (!isInvoiceAvailable(order))
    throw new Conflict(
      'The invoice is available once the order is paid (cash on delivery: once it is delivered)',
      'INVOICE_NOT_READY',
    );
  const { invoiceNumber, invoicedAt } = order.invoiceNumber
    ? { invoiceNumber: order.invoiceNumber, invoicedAt: order.invoicedAt ?? order.createdAt }
    : await ctx.db.transaction((tx) => assignInvoiceNumber(tx, order.id, ctx.clock.now()));
  const pdf = await renderInvoicePdf(await invoiceDocument(ctx, order, invoiceNumber, invoicedAt));
  return { filename: `Shringar-Invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`, invoiceNumber, pdf };
}

async function invoiceDocument(
  ctx: AppContext,
  order: OrderRecord,
  invoiceNumber: string,
  invoicedAt: Date,
): Promise<InvoiceDocument> {
  const seller = await getStoreProfile(ctx);
  const [items, charges] = await Promise.all([loadOrderItems(ctx.db, order.id), loadOrderCharges(ctx.db, order.id)]);
  const a = order.address;
  const { intraState, lines, totals } = orderInvoiceLines(order, items, charges, seller.state);
  // The invoice must state exactly what the order charged; a mismatch means stored data is inconsistent.
  if (totals.totalPaise !== order.totalPaise)
    throw new Error(`Invoice total ${totals.totalPaise} differs from order ${order.id} total ${order.totalPaise}`);
  const code = gstStateCode(a.state);
  return {
    seller,
    invoiceNumber,
    invoiceDate: formatIndianDate(invoicedAt),
    orderId: order.id,
    orderDate: formatIndianDate(order.createdAt),
    placeOfSupply: code ? `${a.state} (${code})` : a.state,
    intraState,
    buyer: {
      name: a.name,
      lines: [a.address, ...(a.landmark ? [a.landmark] : []), `${a.city}, ${a.state} - ${a.pincode}`],
      phone: a.phone,
    },
    lines,
    totals,
    payments: payments(order),
    amountInWords: rupeesInWords(order.totalPaise),
    createdAt: invoicedAt,
  };
}

function payments(order: OrderRecord): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  if (order.walletPaise > 0) out.push(['Paid from wallet', order.walletPaise]);
  if (order.remainingPaise > 0) {
    if (order.paymentMethods.includes('COD'))
      out.push([order.deliveredAt ? 'Collected on delivery' : 'Due on delivery', order.remainingPaise]);
    else out.push(['Paid online', order.remainingPaise]);
  }
  return out;
}
