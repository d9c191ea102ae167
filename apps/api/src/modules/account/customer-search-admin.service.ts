import type { CustomerRow } from '@shringar/contracts/admin-customers';
import { toRupees } from '@shringar/contracts/money';
import { pagination } from '@shringar/contracts/pagination';
import { asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

type CustomerSearch = {
  page: number;
  itemsPerPage: number;
  q?: string | undefined;
  sort: 'newest' | 'oldest' | 'name';
};

const ORDERINGS = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [asc(sql`lower(${users.name})`), asc(users.id)],
} as const;

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Digits (spaces, +91 and dashes allowed) are part of a phone number; anything else a name or an e-mail. */
function textMatch(q: string): SQL {
  const digits = q.replace(/[\s-]/g, '').replace(/^\+91/, '');
  if (/^\d{3,10}$/.test(digits)) return ilike(users.phone, likeText(digits));
  return or(ilike(users.name, likeText(q)), ilike(users.email, likeText(q)))!;
}

/** Placed orders only: a draft waiting for payment was never bought. */
// Written with aliases: inside a select list Drizzle leaves columns unqualified, and "id" would be the orders'.
const placedOrderCount = sql<number>`(select count(*)::int from orders o where o.user_id = "users"."id" and not o.is_draft)`;

export const customerColumns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  email: users.email,
  walletBalancePaise: users.walletBalancePaise,
  createdAt: users.createdAt,
  orderCount: placedOrderCount,
};

export function toCustomerRow(u: {
  id: number;
  name: string;
  phone: string;
  email: string;
  walletBalancePaise: number;
  createdAt: Date;
  orderCount: number;
}): CustomerRow {
  return {
    userId: u.id,
    name: u.name,
    phone: u.phone.replace(/^\+91/, ''),
    email: u.email || null,
    orderCount: Number(u.orderCount),
    walletAmount: toRupees(u.walletBalancePaise),
    joinedAt: u.createdAt.toISOString(),
  };
}

/** GET /admin/customers: shoppers matching the look-up, a page at a time. */
export async function searchCustomers(ctx: AppContext, search: CustomerSearch) {
  const where = search.q ? textMatch(search.q) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(...ORDERINGS[search.sort])
      .limit(search.itemsPerPage)
      .offset((search.page - 1) * search.itemsPerPage),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toCustomerRow), pagination: pagination(total?.n ?? 0, search.page, search.itemsPerPage) };
}

/** One shopper's row (null when there is none). */
export async function findCustomer(db: Db, userId: number) {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, userId));
  return row ? toCustomerRow(row) : null;
}
