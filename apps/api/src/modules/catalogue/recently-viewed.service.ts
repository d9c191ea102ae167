import type { ProductCard } from '@shringar/contracts/catalogue';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';
import { cardSelect, type CardRow, toCard } from './product-cards.repository.ts';

/** How many views a shopper's history keeps. */
export const RECENTLY_VIEWED_LIMIT = 20;

/** Remembers a view (a repeat view moves the product to the front) and trims the history to the last 20. */
export async function recordView(ctx: AppContext, userId: number, productId: number): Promise<void> {
  const at = ctx.clock.now().toISOString();
  await ctx.db.execute(
    sql`insert into recently_viewed (user_id, product_id, viewed_at) values (${userId}, ${productId}, ${at})
        on conflict (user_id, product_id) do update set viewed_at = excluded.viewed_at`,
  );
  await ctx.db.execute(
    sql`delete from recently_viewed
        where user_id = ${userId} and product_id not in (
          select product_id from recently_viewed where user_id = ${userId}
          order by viewed_at desc, product_id desc limit ${RECENTLY_VIEWED_LIMIT})`,
  );
}

/** The shopper's last views, newest first; an empty list for an anonymous visitor. */
export async function recentlyViewed(ctx: AppContext, userId: number | null): Promise<ProductCard[]> {
  if (userId === null) return [];
  const found = await rows<CardRow>(
    ctx.db,
    sql`${cardSelect(sql`, rv.viewed_at`)}
        join recently_viewed rv on rv.product_id = p.id and rv.user_id = ${userId}
        where p.is_active
        order by rv.viewed_at desc, p.id desc
        limit ${RECENTLY_VIEWED_LIMIT}`,
  );
  return found.map(toCard);
}
