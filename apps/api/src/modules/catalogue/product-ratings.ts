import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';

/**
 * Moves a product's rating totals by a review's change (a new review: its rating and one more; an edit: the
 * difference). Reviews call it in the review's own transaction, so the totals never disagree with the reviews.
 */
export async function moveRatingTotals(tx: Db, productId: number, change: { total: number; count: number }) {
  await tx
    .update(products)
    .set({
      ratingTotal: sql`${products.ratingTotal} + ${change.total}`,
      ...(change.count ? { ratingCount: sql`${products.ratingCount} + ${change.count}` } : {}),
    })
    .where(eq(products.id, productId));
}
