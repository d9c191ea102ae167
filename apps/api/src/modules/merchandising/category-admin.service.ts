import type { AdminCategory, categoryBody } from '@shringar/contracts/merchandising';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { categories, products } from '../../db/schema/catalogue.ts';
import { Conflict, FieldConflict, NotFound } from '../../lib/errors.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/unique-violation.ts';
import { slugOf } from './slug.ts';

type Body = z.output<typeof categoryBody>;
type Row = typeof categories.$inferSelect;

const view = (c: Row, productCount: number): AdminCategory => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  iconUrl: c.iconUrl,
  sortOrder: c.sortOrder,
  isActive: c.isActive,
  isPopular: c.isPopular,
  isFeatured: c.isFeatured,
  productCount,
});

const notFound = () => new NotFound('No category has this id.', 'CATEGORY_NOT_FOUND');
const nameTaken = (name: string) =>
  new FieldConflict('name', `A category named like '${name}' already exists.`, 'CATEGORY_NAME_TAKEN');

async function productCount(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  return Number(row?.n ?? 0);
}

/** Every category, active or not, in display order, with how many products it holds. */
export async function listAdminCategories(ctx: AppContext): Promise<AdminCategory[]> {
  const counts = await ctx.db
    .select({ id: products.categoryId, n: count() })
    .from(products)
    .groupBy(products.categoryId);
  const byId = new Map(counts.map((c) => [c.id, Number(c.n)]));
  const found = await ctx.db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
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

export async function createCategory(ctx: AppContext, body: Body): Promise<AdminCategory> {
  const [created] = await writing(body.name, () =>
    ctx.db
      .insert(categories)
      .values({ ...body, slug: slugOf(body.name, `category-${crypto.randomUUID().slice(0, 8)}`) })
      .returning(),
  );
  return view(created!, 0);
}

export async function updateCategory(ctx: AppContext, id: number, body: Body) {
  const [current] = await ctx.db.select().from(categories).where(eq(categories.id, id));
  if (!current) throw notFound();
  // The slug is the category's address: it follows a renamed category, and stays when the name does not change.
  const slug = body.name === current.name ? current.slug : slugOf(body.name, current.slug);
  const [updated] = await writing(body.name, () =>
    ctx.db
      .update(categories)
      .set({ ...body, slug })
      .where(eq(categories.id, id))
      .returning(),
  );
  if (!updated) throw notFound();
  const n = await productCount(ctx, id);
  return { before: view(current, n), after: view(updated, n) };
}

/** Only an empty category goes; one with products is deactivated instead (their pages and orders name it). */
export async function deleteCategory(ctx: AppContext, id: number) {
  const [current] = await ctx.db.select().from(categories).where(eq(categories.id, id));
  if (!current) throw notFound();
  const n = await productCount(ctx, id);
  const hasProducts = () =>
    new Conflict(
      `'${current.name}' has ${n || 'new'} product${n === 1 ? '' : 's'}: it cannot be deleted. Deactivate it instead.`,
      'CATEGORY_HAS_PRODUCTS',
    );
  if (n > 0) throw hasProducts();
  try {
    await ctx.db.delete(categories).where(eq(categories.id, id));
  } catch (err) {
    if (isForeignKeyViolation(err)) throw hasProducts();
    throw err;
  }
  return { before: view(current, 0) };
}
