import type { AppContext } from '../src/context.ts';
import { bannerProducts, banners, offerProducts, offers } from '../src/db/schema/catalogue.ts';
import { faqs, policies, reasons, settings } from '../src/db/schema/content.ts';
import { cartItems, wishlistItems } from '../src/db/schema/shopping.ts';

/** Test data for the catalogue and content calls that test/factories.ts does not cover. */

export async function createOffer(
  ctx: AppContext,
  productIds: number[],
  values: Partial<typeof offers.$inferInsert> = {},
) {
  const [offer] = await ctx.db
    .insert(offers)
    .values({ title: 'Festive Offer', imageUrl: '/media/offer.svg', ...values })
    .returning();
  if (productIds.length)
    await ctx.db.insert(offerProducts).values(productIds.map((productId) => ({ offerId: offer!.id, productId })));
  return offer!;
}

export async function createBanner(
  ctx: AppContext,
  productIds: number[],
  values: Partial<typeof banners.$inferInsert> = {},
) {
  const [banner] = await ctx.db
    .insert(banners)
    .values({ title: 'Banner', imageUrl: '/media/banner.svg', ...values })
    .returning();
  if (productIds.length)
    await ctx.db.insert(bannerProducts).values(productIds.map((productId) => ({ bannerId: banner!.id, productId })));
  return banner!;
}

export async function addToWishlist(ctx: AppContext, userId: number, productId: number, variantId: number) {
  await ctx.db.insert(wishlistItems).values({ userId, productId, variantId });
}

export async function addToCart(ctx: AppContext, userId: number, productId: number, variantId: number, quantity = 1) {
  await ctx.db.insert(cartItems).values({ userId, productId, variantId, quantity });
}

export async function createPolicy(ctx: AppContext, id: string, title: string, contentHtml: string, sortOrder = 0) {
  await ctx.db.insert(policies).values({ id, title, contentHtml, sortOrder });
}

export async function createFaq(ctx: AppContext, question: string, answer: string, sortOrder = 0, topic = 'General') {
  await ctx.db.insert(faqs).values({ topic, question, answer, sortOrder });
}

export async function createReason(ctx: AppContext, kind: 'CANCELLATION' | 'RETURN', reason: string, sortOrder = 0) {
  const [row] = await ctx.db.insert(reasons).values({ kind, reason, sortOrder }).returning();
  return row!;
}

export async function overrideSettings(ctx: AppContext, value: Record<string, unknown>) {
  await ctx.db
    .insert(settings)
    .values({ key: 'app', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}
