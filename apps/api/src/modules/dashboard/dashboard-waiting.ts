import { and, asc, count, eq, gt, lte, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { productVariants, products } from '../../db/schema/catalogue.ts';
import { callbackRequests } from '../../db/schema/engagement.ts';
import { orders } from '../../db/schema/orders.ts';

/** Variants of products on sale with stock at or below the threshold: the count, and the lowest first. */
export async function lowStock(ctx: AppContext, threshold: number, limit: number) {
  const where = and(eq(products.isActive, true), lte(productVariants.stock, threshold));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        variantId: productVariants.id,
        productId: products.id,
        productName: products.name,
        variantName: productVariants.name,
        sku: productVariants.sku,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(where)
      .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.id))
      .limit(limit),
    ctx.db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(where),
  ]);
  return { count: total?.n ?? 0, variants: rows };
}

/** Online orders still waiting for their payment (drafts that have not expired or been cancelled). */
export async function unpaidDrafts(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.isDraft, true),
        gt(orders.draftExpiresAt, ctx.clock.now()),
        notInArray(orders.status, ['CANCELLED', 'CANCELLED_BY_USER', 'CANCELLED_BY_SHRINGAR']),
      ),
    );
  return row?.n ?? 0;
}

/** Call-back requests nobody has answered yet. */
export async function callbacksWaiting(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(callbackRequests).where(eq(callbackRequests.status, 'NEW'));
  return row?.n ?? 0;
}
