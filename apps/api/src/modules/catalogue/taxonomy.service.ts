import type { Banner, Brand, Category, Offer } from '@shringar/contracts/catalogue';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { banners, brands, categories, offers } from '../../db/schema/catalogue.ts';
import { NotFound } from '../../lib/errors.ts';

type CategoryRow = typeof categories.$inferSelect;

const toCategory = (c: CategoryRow): Category => ({
  categoryId: c.id,
  categoryName: c.name,
  categoryIcon: c.iconUrl,
  slug: c.slug,
  isPopular: c.isPopular,
  isFeatured: c.isFeatured,
  metaTitle: c.metaTitle,
  metaDescription: c.metaDescription,
});

/** Active categories in display order; `popular` / `featured` narrow to the home page's rows. */
export async function listCategories(
  ctx: AppContext,
  filter: { popular?: boolean; featured?: boolean },
): Promise<Category[]> {
  const where: SQL[] = [eq(categories.isActive, true)];
  if (filter.popular !== undefined) where.push(eq(categories.isPopular, filter.popular));
  if (filter.featured !== undefined) where.push(eq(categories.isFeatured, filter.featured));
  const found = await ctx.db
    .select()
    .from(categories)
    .where(and(...where))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return found.map(toCategory);
}

export async function getCategory(ctx: AppContext, id: number): Promise<Category> {
  const [found] = await ctx.db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isActive, true)));
  if (!found) throw new NotFound('Category not found.');
  return toCategory(found);
}

export async function listBrands(ctx: AppContext): Promise<Brand[]> {
  const found = await ctx.db
    .select()
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.sortOrder), asc(brands.name));
  return found.map((b) => ({
    brandId: b.id,
    brandName: b.name,
    brandLogo: b.logoUrl,
    slug: b.slug,
    metaTitle: b.metaTitle,
    metaDescription: b.metaDescription,
  }));
}

export async function listOffers(ctx: AppContext): Promise<Offer[]> {
  const found = await ctx.db
    .select()
    .from(offers)
    .where(eq(offers.isActive, true))
    .orderBy(asc(offers.sortOrder), asc(offers.id));
  return found.map((o) => ({ id: o.id, offerId: o.id, title: o.title, description: o.description, image: o.imageUrl }));
}

/** Active banners in display order (the home carousel). */
export async function listBanners(ctx: AppContext): Promise<Banner[]> {
  const found = await ctx.db
    .select()
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return found.map((b) => ({ id: b.id, title: b.title, subtitle: b.subtitle, imageUrl: b.imageUrl }));
}
