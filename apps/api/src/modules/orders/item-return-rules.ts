import { type ItemReturnability, itemReturnability } from '@shringar/contracts/return-rules';
import type { Settings } from '@shringar/contracts/settings';
import type { StoreLang } from '@shringar/contracts/store-lang';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalogue.ts';
import { orderItems } from '../../db/schema/orders.ts';
import type { OrderRecord } from './order-access.ts';

/**
 * Each item's return rule, by order item id: its product's category rule and window (the store's
 * returnWindowDays where the category names none), applied at `now` from the order's delivery, its note in
 * `lang`. An order that is not DELIVERED (cancelled, still on its way, already returned) opens no window.
 */
export async function itemReturnRules(
  db: Db,
  order: Pick<OrderRecord, 'id' | 'status' | 'deliveredAt'>,
  settings: Pick<Settings, 'returnWindowDays'>,
  now: Date,
  orderItemIds?: readonly number[],
  lang: StoreLang = 'en',
): Promise<Map<number, ItemReturnability>> {
  const rows = await db
    .select({
      id: orderItems.id,
      rule: categories.returnRule,
      windowDays: categories.returnWindowDays,
      categoryName: categories.name,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(orderItemIds ? inArray(orderItems.id, [...orderItemIds]) : eq(orderItems.orderId, order.id));
  const deliveredAt = order.status === 'DELIVERED' ? order.deliveredAt : null;
  return new Map(
    rows.map((row) => [
      row.id,
      itemReturnability(
        { rule: row.rule, windowDays: row.windowDays ?? settings.returnWindowDays, categoryName: row.categoryName },
        deliveredAt,
        now,
        lang,
      ),
    ]),
  );
}
