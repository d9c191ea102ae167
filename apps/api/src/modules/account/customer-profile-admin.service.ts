import type { CustomerCodStanding, CustomerView } from '@shringar/contracts/admin-customers';
import { toRupees } from '@shringar/contracts/money';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/orders.ts';
import { addresses, users } from '../../db/schema/users.ts';
import { NotFound } from '../../lib/errors.ts';
import { codStandingOf, setCodAllowed } from './cod-standing.ts';
import { findCustomer } from './customer-search-admin.service.ts';

/** The latest orders on the customer's page; the orders list filtered by their phone has the rest. */
const RECENT_ORDERS = 20;

export const customerNotFound = () => new NotFound('No shopper with this id', 'USER_NOT_FOUND');

/** GET /admin/customers/{id}: the shopper, their saved addresses (default first) and latest placed orders. */
export async function getCustomer(ctx: AppContext, userId: number): Promise<CustomerView> {
  const customer = await findCustomer(ctx.db, userId);
  if (!customer) throw customerNotFound();
  const [saved, [selected], recent, cod] = await Promise.all([
    ctx.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.updatedAt)),
    ctx.db.select({ id: users.selectedAddressId }).from(users).where(eq(users.id, userId)),
    ctx.db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentMethods: orders.paymentMethods,
        totalPaise: orders.totalPaise,
        // Aliased: inside a select list Drizzle leaves columns unqualified.
        items: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`,
      })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.isDraft, false)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RECENT_ORDERS),
    codStandingOf(ctx.db, userId),
  ]);
  const isDefault = (id: number) => id === selected?.id;
  return {
    customer,
    cod: { refusals: cod?.codRefusals ?? 0, allowed: cod?.codAllowed ?? true },
    addresses: saved
      .map((a) => ({
        id: a.id,
        name: a.name,
        address: a.address,
        city: a.city,
        state: a.state,
        pincode: a.pincode,
        landmark: a.landmark,
        phone: a.phone,
        isDefault: isDefault(a.id),
      }))
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
    recentOrders: recent.map((o) => ({
      id: o.id,
      createdAt: o.createdAt.toISOString(),
      status: o.status,
      paymentMethods: o.paymentMethods,
      total: toRupees(o.totalPaise),
      itemCount: Number(o.items),
    })),
  };
}

/** PUT /admin/customers/{id}/cod: staff switch the shopper's COD; answers the standing before and after (audit). */
export async function switchCustomerCod(
  ctx: AppContext,
  userId: number,
  allowed: boolean,
): Promise<{ before: CustomerCodStanding; after: CustomerCodStanding }> {
  return ctx.db.transaction(async (tx) => {
    const before = await codStandingOf(tx, userId);
    if (!before) throw customerNotFound();
    const after = (await setCodAllowed(tx, userId, allowed))!;
    return {
      before: { refusals: before.codRefusals, allowed: before.codAllowed },
      after: { refusals: after.codRefusals, allowed: after.codAllowed },
    };
  });
}
