import { averageRating } from '@shringar/contracts/catalogue';
import { discountPercent, toRupees } from '@shringar/contracts/money';
import type { WishlistItem } from '@shringar/contracts/wishlist';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { productVariants, products } from '../../db/schema/catalogue.ts';
import { wishlistItems } from '../../db/schema/shopping.ts';
import { NotFound } from '../../lib/errors.ts';

/** The shopper's saved variants of active products, newest first, with live price and stock. */
export async function listWishlist(ctx: AppContext, userId: number): Promise<WishlistItem[]> {
  const list = await ctx.db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      productName: products.name,
      variantName: productVariants.name,
      images: productVariants.images,
      pricePaise: productVariants.pricePaise,
      basePricePaise: productVariants.basePricePaise,
      ratingTotal: products.ratingTotal,
      ratingCount: products.ratingCount,
      stock: productVariants.stock,
      addedAt: wishlistItems.createdAt,
    })
    .from(wishlistItems)
    .innerJoin(productVariants, eq(productVariants.id, wishlistItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(wishlistItems.userId, userId), eq(products.isActive, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(productVariants.id));
  return list.map((r) => ({
    productId: r.productId,
    variantId: r.variantId,
    productName: r.productName,
    variantName: r.variantName,
    productImageUrl: r.images[0] ?? null,
    price: toRupees(r.pricePaise),
    basePrice: toRupees(r.basePricePaise),
    variantDiscount: discountPercent(r.pricePaise, r.basePricePaise),
    avgRating: averageRating(r.ratingTotal, r.ratingCount),
    stockAvailable: Math.max(0, r.stock),
    inStock: r.stock > 0,
    addedAt: r.addedAt.toISOString(),
  }));
}

/**
 * Adds the variant to the wishlist, or removes it when already there. The variant must belong to the product
 * and the product be on sale; anything else is a 404.
 */
export async function toggleWishlist(
  ctx: AppContext,
  userId: number,
  productId: number,
  variantId: number,
): Promise<{ isFavorite: boolean }> {
  const [variant] = await ctx.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(products.id, productId), eq(products.isActive, true)));
  if (!variant) throw new NotFound('Product not found');

  const removed = await ctx.db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.variantId, variantId)))
    .returning({ variantId: wishlistItems.variantId });
  if (removed.length) return { isFavorite: false };
  await ctx.db
    .insert(wishlistItems)
    .values({ userId, productId, variantId, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  return { isFavorite: true };
}
