import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { orderCharges, orderItems, orders } from '../../db/schema/orders.ts';
import { orderRefunds } from '../../db/schema/payments.ts';
import { getStoreProfile } from '../settings/settings.public.ts';
import { placeOfSupply } from './gst-states.ts';
import { buildGstr1, type Gstr1Paise, type ReportCreditNote, type ReportInvoice } from './gstr1.ts';
import { describeHsn } from './hsn-descriptions.ts';
import { orderInvoiceLines } from './invoice-lines.ts';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** Orders per query of their lines: well under PostgreSQL's limit of bound parameters. */
const BATCH = 1000;

/** A month 'YYYY-MM' as the instants it starts and ends in India time. */
export function istMonth(month: string): { from: Date; to: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, mon - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, mon, 1) - IST_OFFSET_MS),
  };
}

export type GstReport = Gstr1Paise & { invoiceCount: number };

/**
 * GSTR-1 of a month: the invoices numbered in it (the taxable moment: paid, or delivered for cash on delivery)
 * and the refunds completed in it, each refund a credit note against its order's invoice, whichever month
 * that invoice was in.
 */
export async function gstReport(ctx: AppContext, month: string): Promise<GstReport> {
  const { from, to } = istMonth(month);
  const seller = await getStoreProfile(ctx);
  const invoiced = await ctx.db
    .select()
    .from(orders)
    .where(and(isNotNull(orders.invoiceNumber), gte(orders.invoicedAt, from), lt(orders.invoicedAt, to)))
    .orderBy(asc(orders.invoicedAt));
  const refunds = await ctx.db
    .select({
      id: orderRefunds.id,
      orderId: orderRefunds.orderId,
      amountPaise: orderRefunds.amountPaise,
      createdAt: orderRefunds.createdAt,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        eq(orderRefunds.status, 'DONE'),
        isNotNull(orders.invoiceNumber),
        gte(orderRefunds.createdAt, from),
        lt(orderRefunds.createdAt, to),
      ),
    )
    .orderBy(asc(orderRefunds.id));

  const known = new Set(invoiced.map((o) => o.id));
  const earlier = [...new Set(refunds.map((r) => r.orderId))].filter((id) => !known.has(id));
  const refundedOnly = earlier.length ? await inBatches(earlier, (ids) => ordersByIds(ctx.db, ids)) : [];
  const all = [...invoiced, ...refundedOnly];
  const invoices = await reportInvoices(ctx.db, all, seller.state);

  const notes: ReportCreditNote[] = refunds.map((r) => ({
    refundId: r.id,
    issuedAt: r.createdAt,
    amountPaise: r.amountPaise,
    invoice: invoices.get(r.orderId)!,
  }));
  const ofMonth = invoiced.map((o) => invoices.get(o.id)!);
  return { ...buildGstr1(ofMonth, notes, describeHsn), invoiceCount: ofMonth.length };
}

const ordersByIds = (db: Db, ids: string[]) =>
  db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, ids), isNotNull(orders.invoiceNumber)));

async function inBatches<T>(ids: string[], load: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += BATCH) out.push(...(await load(ids.slice(i, i + BATCH))));
  return out;
}

/** Each order's invoice lines, computed as its PDF computes them from the stored items and charges. */
async function reportInvoices(db: Db, list: (typeof orders.$inferSelect)[], sellerState: string) {
  const ids = list.map((o) => o.id);
  const items = await inBatches(ids, (batch) =>
    db.select().from(orderItems).where(inArray(orderItems.orderId, batch)).orderBy(asc(orderItems.id)),
  );
  const charges = await inBatches(ids, (batch) =>
    db.select().from(orderCharges).where(inArray(orderCharges.orderId, batch)).orderBy(asc(orderCharges.position)),
  );
  const itemsOf = groupBy(items, (i) => i.orderId);
  const chargesOf = groupBy(charges, (c) => c.orderId);
  const out = new Map<string, ReportInvoice>();
  for (const order of list) {
    const { intraState, lines, totals } = orderInvoiceLines(
      order,
      itemsOf.get(order.id) ?? [],
      chargesOf.get(order.id) ?? [],
      sellerState,
    );
    // As the PDF does: an invoice that does not state what the order charged means stored data is inconsistent.
    if (totals.totalPaise !== order.totalPaise)
      throw new Error(`Invoice total ${totals.totalPaise} differs from order ${order.id} total ${order.totalPaise}`);
    out.set(order.id, {
      orderId: order.id,
      invoiceNumber: order.invoiceNumber!,
      invoicedAt: order.invoicedAt ?? order.createdAt,
      placeOfSupply: placeOfSupply(order.address.state),
      intraState,
      totalPaise: order.totalPaise,
      lines,
    });
  }
  return out;
}

function groupBy<T>(list: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of list) (out.get(key(row)) ?? out.set(key(row), []).get(key(row))!).push(row);
  return out;
}
