import type { AdminOrderRow } from '@shringar/contracts/admin';
import { toRupees } from '@shringar/contracts/money';
import { pagination } from '@shringar/contracts/pagination';
import { CANCELLED_STATUSES } from '@shringar/contracts/orders';
import { and, asc, count, desc, eq, gte, ilike, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

type OrderSearch = {
  page: number;
  itemsPerPage: number;
  q?: string | undefined;
  status?: (typeof orders.$inferSelect)['status'] | undefined;
  paymentMethod?: 'ONLINE' | 'COD' | 'WALLET' | undefined;
  pincode?: string | undefined;
  phone?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  codConfirmation?: 'AWAITING' | undefined;
  sort: 'newest' | 'oldest' | 'total-high' | 'total-low';
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days are the store's days: India Standard Time. */
const istDayStart = (date: string) => new Date(`${date}T00:00:00+05:30`);

const ORDERINGS = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  'total-high': [desc(orders.totalPaise), desc(orders.createdAt)],
  'total-low': [asc(orders.totalPaise), desc(orders.createdAt)],
} as const;

/** `q`: ten digits are a phone (the account's or the delivery address's); anything else the start of an id. */
function textMatch(q: string): SQL {
  if (/^\d{10}$/.test(q)) return phoneMatch(q);
  return ilike(orders.id, `${q.toUpperCase().replace(/[\\%_]/g, '')}%`);
}

const phoneMatch = (phone: string) => or(eq(users.phone, `+91${phone}`), sql`${orders.address}->>'phone' = ${phone}`)!;

/** The list's filters as conditions on orders joined to users: placed orders only (never drafts). */
export function orderSearchConditions(search: Omit<OrderSearch, 'page' | 'itemsPerPage' | 'sort'>): SQL[] {
  const conditions: SQL[] = [eq(orders.isDraft, false)];
  if (search.q) conditions.push(textMatch(search.q));
  if (search.status) conditions.push(eq(orders.status, search.status));
  if (search.paymentMethod)
    conditions.push(sql`${orders.paymentMethods} @> ${JSON.stringify([search.paymentMethod])}::jsonb`);
  if (search.pincode) conditions.push(sql`${orders.address}->>'pincode' = ${search.pincode}`);
  if (search.phone) conditions.push(phoneMatch(search.phone));
  if (search.from) conditions.push(gte(orders.createdAt, istDayStart(search.from)));
  if (search.to) conditions.push(lt(orders.createdAt, new Date(istDayStart(search.to).getTime() + DAY_MS)));
  if (search.codConfirmation) conditions.push(...codAwaiting);
  return conditions;
}

/** The queue of COD orders to confirm: waiting and not cancelled (a cancelled one keeps its AWAITING mark). */
const codAwaiting = [
  eq(orders.codConfirmation, 'AWAITING'),
  notInArray(orders.status, [...CANCELLED_STATUSES]),
  eq(orders.isDraft, false),
];

/** Placed orders (never drafts waiting for payment) matching every filter given, a page at a time. */
export async function searchAdminOrders(ctx: AppContext, search: OrderSearch) {
  const where = and(...orderSearchConditions(search));

  const itemCount = ctx.db
    .select({ orderId: orderItems.orderId, items: sql<number>`sum(${orderItems.quantity})::int`.as('items') })
    .from(orderItems)
    .groupBy(orderItems.orderId)
    .as('item_counts');
  const [rows, [total], [awaiting]] = await Promise.all([
    ctx.db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        address: orders.address,
        name: users.name,
        phone: users.phone,
        paymentMethods: orders.paymentMethods,
        paymentStatus: orders.paymentStatus,
        totalPaise: orders.totalPaise,
        codConfirmation: orders.codConfirmation,
        items: itemCount.items,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(itemCount, eq(itemCount.orderId, orders.id))
      .where(where)
      .orderBy(...ORDERINGS[search.sort])
      .limit(search.itemsPerPage)
      .offset((search.page - 1) * search.itemsPerPage),
    ctx.db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
    ctx.db
      .select({ n: count() })
      .from(orders)
      .where(and(...codAwaiting)),
  ]);
  const items: AdminOrderRow[] = rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    customerName: r.name || r.address.name,
    phone: r.phone.replace(/^\+91/, ''),
    pincode: r.address.pincode,
    city: r.address.city,
    paymentMethods: r.paymentMethods,
    paymentStatus: r.paymentStatus,
    total: toRupees(r.totalPaise),
    itemCount: Number(r.items ?? 0),
    codConfirmation: r.codConfirmation,
  }));
  return {
    items,
    pagination: pagination(total?.n ?? 0, search.page, search.itemsPerPage),
    codAwaitingCount: awaiting?.n ?? 0,
  };
}
