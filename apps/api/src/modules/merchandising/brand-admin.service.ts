import type { AdminBrand, brandBody } from '@shringar/contracts/merchandising';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { brands, products } from '../../db/schema/catalogue.ts';
import { Conflict, FieldConflict, NotFound } from '../../lib/errors.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/unique-violation.ts';
import { slugOf } from './slug.ts';

type Body = z.output<typeof brandBody>;
type Row = typeof brands.$inferSelect;

const view = (c: Row, productCount: number): AdminBrand => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  logoUrl: c.logoUrl,
  sortOrder: c.sortOrder,
  isActive: c.isActive,
  productCount,
});

const notFound = () => new NotFound('No brand has this id.', 'BRAND_NOT_FOUND');
const nameTaken = (name: string) =>
  new FieldConflict('name', `A brand named like '${name}' already exists.`, 'BRAND_NAME_TAKEN');

async function productCount(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select({ n: count() }).from(products).where(eq(products.brandId, id));
  return Number(row?.n ?? 0);
}

/** Every brand, active or not, in display order, with how many products it holds. */
export async function listAdminBrands(ctx: AppContext): Promise<AdminBrand[]> {
  const counts = await ctx.db.select({ id: products.brandId, n: count() }).from(products).groupBy(products.brandId);
  const byId = new Map(counts.map((c) => [c.id, Number(c.n)]));
  const found = await ctx.db.select().from(brands).orderBy(asc(brands.sortOrder), asc(brands.name));
  return found.map((c) => view(c, byId.get(c.id) ?? 0));
}

/** A unique name or slug clash is the operator's to fix: it names the field. */
async function writing<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

export async function createBrand(ctx: AppContext, body: Body): Promise<AdminBrand> {
  const [created] = await writing(body.name, () =>
    ctx.db
      .insert(brands)
      .values({ ...body, slug: slugOf(body.name, `brand-${crypto.randomUUID().slice(0, 8)}`) })
      .returning(),
  );
  return view(created!, 0);
}

export async function updateBrand(ctx: AppContext, id: number, body: Body) {
  const [current] = await ctx.db.select().from(brands).where(eq(brands.id, id));
  if (!current) throw notFound();
  // The slug is the brand's address: it follows a renamed brand, and stays when the name does not change.
  const slug = body.name === current.name ? current.slug : slugOf(body.name, current.slug);
  const [updated] = await writing(body.name, () =>
    ctx.db
      .update(brands)
      .set({ ...body, slug })
      .where(eq(brands.id, id))
      .returning(),
  );
  if (!updated) throw notFound();
  const n = await productCount(ctx, id);
  return { before: view(current, n), after: view(updated, n) };
}

/** Only a brand without products goes; one with products is deactivated instead (their pages and orders name it). */
export async function deleteBrand(ctx: AppContext, id: number) {
  const [current] = await ctx.db.select().from(brands).where(eq(brands.id, id));
  if (!current) throw notFound();
  const n = await productCount(ctx, id);
  const hasProducts = () =>
    new Conflict(
      `'${current.name}' has ${n || 'new'} product${n === 1 ? '' : 's'}: it cannot be deleted. Deactivate it instead.`,
      'BRAND_HAS_PRODUCTS',
    );
  if (n > 0) throw hasProducts();
  try {
    await ctx.db.delete(brands).where(eq(brands.id, id));
  } catch (err) {
    if (isForeignKeyViolation(err)) throw hasProducts();
    throw err;
  }
  return { before: view(current, 0) };
}
