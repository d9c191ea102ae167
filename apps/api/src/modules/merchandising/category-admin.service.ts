import type { AdminCategory, categoryBody } from '@shringar/contracts/merchandising';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { categories, products } from '../../db/schema/catalogue.ts';
import type { VersionRule } from '../../lib/record-version.ts';
import { productGroupings } from './product-groupings.ts';

type Body = z.output<typeof categoryBody>;

const categoryAdmin = productGroupings<typeof categories.$inferSelect, Body, AdminCategory>({
  noun: 'category',
  code: 'CATEGORY',
  productColumn: products.categoryId,
  select: (db, id) =>
    id === undefined
      ? db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name))
      : db.select().from(categories).where(eq(categories.id, id)),
  insert: (db, values) => db.insert(categories).values(values).returning(),
  update: (db, id, values) => db.update(categories).set(values).where(eq(categories.id, id)).returning(),
  remove: async (db, id) => void (await db.delete(categories).where(eq(categories.id, id))),
  view: (c, productCount) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    iconUrl: c.iconUrl,
    sortOrder: c.sortOrder,
    isActive: c.isActive,
    isPopular: c.isPopular,
    isFeatured: c.isFeatured,
    returnRule: c.returnRule,
    returnWindowDays: c.returnWindowDays,
    metaTitle: c.metaTitle,
    metaDescription: c.metaDescription,
    productCount,
  }),
});

export const listAdminCategories = (ctx: AppContext) => categoryAdmin.list(ctx.db);
export const createCategory = (ctx: AppContext, body: Body) => categoryAdmin.create(ctx.db, body);
export const updateCategory = (ctx: AppContext, id: number, body: Body, check?: (current: AdminCategory) => void) =>
  categoryAdmin.update(ctx.db, id, body, check);
export const deleteCategory = (ctx: AppContext, id: number) => categoryAdmin.remove(ctx.db, id);

/** What an edit of a category can lose: its own fields (the slug follows the name; the product count moves on its own). */
export const categoryVersion: VersionRule<AdminCategory> = {
  subject: 'this category',
  fields: ({ id: _id, slug: _slug, productCount: _count, ...fields }) => fields,
};
