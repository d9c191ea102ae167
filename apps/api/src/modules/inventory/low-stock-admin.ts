import { and, asc, count, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { productVariants, products } from '../../db/schema/catalogue.ts';

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
