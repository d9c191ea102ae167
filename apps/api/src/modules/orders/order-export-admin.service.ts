import { ORDER_EXPORT_COLUMNS, type OrderExportQuery } from '@shringar/contracts/admin-order-desk';
import { csvLine } from '@shringar/contracts/csv';
import { adminOrderStatusLabel, isCancelledStatus } from '@shringar/contracts/order-statuses';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orderCharges, orderItems, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { orderSearchConditions } from './order-search-admin.service.ts';

/** Orders read per query: a year of orders streams in bounded memory, a batch at a time. */
export const EXPORT_BATCH = 500;

const PAID = new Set(['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED']);
const PAYMENT_WORDS: Record<string, string> = { COD: 'Cash on delivery', ONLINE: 'Online', WALLET: 'Wallet' };

/** Rupees with paise, no grouping or sign: a number every spreadsheet reads. */
const amount = (paise: number) => (paise / 100).toFixed(2);

/** The store's day and time (India), as an accountant's sheet sorts it: 2026-11-27 14:05. */
const istDateTime = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The orders matching the list's filters as CSV lines, oldest first. Keyset pages on (created_at, id), so each
 * batch is one indexed query however deep into the range it is, and the caller sends each batch as it comes.
 */
export async function* orderCsvLines(ctx: AppContext, filters: OrderExportQuery): AsyncGenerator<string> {
  // A byte-order mark so a spreadsheet opens the names (Hindi, ₹) as UTF-8.
  yield `\uFEFF${csvLine([...ORDER_EXPORT_COLUMNS])}\r\n`;
  const conditions = orderSearchConditions(filters);
  if (filters.ids) conditions.push(inArray(orders.id, filters.ids.toUpperCase().split(',')));
  let after: string | null = null;
  for (;;) {
    // Compared in the database with the last row's own values: a JS Date would drop its microseconds.
    const keyset: SQL | undefined = after
      ? sql`(${orders.createdAt}, ${orders.id}) > (select o.created_at, o.id from orders o where o.id = ${after})`
      : undefined;
    const batch = await ctx.db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        address: orders.address,
        name: users.name,
        phone: users.phone,
        paymentMethods: orders.paymentMethods,
        paymentStatus: orders.paymentStatus,
        itemsPricePaise: orders.itemsPricePaise,
        couponDiscountPaise: orders.couponDiscountPaise,
        totalPaise: orders.totalPaise,
        walletPaise: orders.walletPaise,
        invoiceNumber: orders.invoiceNumber,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(...conditions, keyset))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(EXPORT_BATCH);
    if (batch.length === 0) return;
    const ids = batch.map((o) => o.id);
    const [units, charges] = await Promise.all([sumsBy(ctx, orderItems, ids), sumsBy(ctx, orderCharges, ids)]);
    yield batch
      .map((o) => {
        const paid = isCancelledStatus(o.status) ? 0 : PAID.has(o.paymentStatus) ? o.totalPaise : o.walletPaise;
        return `${csvLine([
          o.id,
          istDateTime(o.createdAt),
          o.name || o.address.name,
          o.phone.replace(/^\+91/, ''),
          o.address.city,
          o.address.state,
          o.address.pincode,
          units.get(o.id) ?? 0,
          amount(o.itemsPricePaise),
          amount(o.couponDiscountPaise),
          amount(charges.get(o.id) ?? 0),
          amount(o.totalPaise),
          amount(paid),
          o.paymentMethods.map((m) => PAYMENT_WORDS[m] ?? m).join(' + '),
          adminOrderStatusLabel(o.status),
          o.invoiceNumber ?? '',
        ])}\r\n`;
      })
      .join('');
    if (batch.length < EXPORT_BATCH) return;
    after = batch[batch.length - 1]!.id;
  }
}

/** Units per order (order_items) or charges per order (order_charges), for one batch of orders. */
async function sumsBy(
  ctx: AppContext,
  table: typeof orderItems | typeof orderCharges,
  ids: string[],
): Promise<Map<string, number>> {
  const value = table === orderItems ? sql`${orderItems.quantity}` : sql`${orderCharges.amountPaise}`;
  const rows = await ctx.db
    .select({ orderId: table.orderId, sum: sql<string>`coalesce(sum(${value}), 0)` })
    .from(table)
    .where(inArray(table.orderId, ids))
    .groupBy(table.orderId);
  return new Map(rows.map((r) => [r.orderId, Number(r.sum)]));
}
