import type { ProductPick } from '@shringar/contracts/merchandising';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { homeBestsellers } from '../../db/schema/catalogue.ts';
import { assertProductsExist, picksByIds } from './product-picks.repository.ts';

/** The home page's Bestsellers strip as chosen, in order; empty when the strip draws at random. */
export async function getBestsellers(ctx: AppContext): Promise<ProductPick[]> {
  const chosen = await ctx.db
    .select({ productId: homeBestsellers.productId })
    .from(homeBestsellers)
    .orderBy(asc(homeBestsellers.position));
  return picksByIds(
    ctx.db,
    chosen.map((c) => c.productId),
  );
}

/** Replaces the whole list at once, so the strip never shows half of an old order and half of a new one. */
export async function setBestsellers(ctx: AppContext, productIds: number[]) {
  await assertProductsExist(ctx.db, productIds);
  const before = await getBestsellers(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(homeBestsellers);
    if (productIds.length > 0)
      await tx.insert(homeBestsellers).values(productIds.map((productId, position) => ({ productId, position })));
  });
  return { before, after: await getBestsellers(ctx) };
}
