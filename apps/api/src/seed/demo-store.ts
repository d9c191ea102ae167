import type { StoreProfile } from '../config.ts';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client.ts';
import { brandDefs } from './catalogue/brands.ts';
import { categoryDefs } from './catalogue/categories.ts';
import { defaultStoreProfile } from './content/company.ts';
import { insertHelpContent, insertPolicies, insertPromotions } from './content/insert-content.ts';
import { buildDemoProducts } from './demo-catalogue.ts';
import { insertBrands, insertCategories, insertProducts } from './insert-catalogue.ts';
import { createRng } from './prng.ts';
import { insertDemoReviews } from './reviews/insert-reviews.ts';

/** The demo store comes from this seed: change it and every product changes. */
const DEMO_SEED = 20261122;

/**
 * Seeds the demo store into an empty database: categories, brands, products with variants, reviews from
 * verified buyers (and their delivered orders), banners, offers,
 * policies, FAQs, reasons, coupons and a giveaway. One transaction, so a failed seed leaves nothing behind
 * (seed-if-empty would otherwise think a half-seeded store is complete), under an advisory lock, so several
 * processes starting together on one PostgreSQL seed it once. A store that has products is left alone.
 * Settings are not seeded: their defaults live in contracts and the settings table holds only an operator's
 * overrides.
 */
export async function seedDemoStore(db: Db, profile: StoreProfile = defaultStoreProfile()): Promise<void> {
  const rng = createRng(DEMO_SEED);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(742002)`);
    const [existing] = await rows<{ seeded: boolean }>(tx, sql`select exists (select 1 from products) as seeded`);
    if (existing?.seeded) return;
    const categoryIds = await insertCategories(tx, categoryDefs);
    const brandIds = await insertBrands(tx, brandDefs);
    await insertProducts(tx, buildDemoProducts(rng, categoryIds, brandIds));
    // Its own stream, so adding reviews left every product as it was.
    await insertDemoReviews(tx, createRng(DEMO_SEED + 1));
    await insertPromotions(tx);
    await insertPolicies(tx, profile);
    await insertHelpContent(tx);
  });
}
