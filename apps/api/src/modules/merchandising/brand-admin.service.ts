import type { AdminBrand, brandBody } from '@shringar/contracts/merchandising';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { brands, products } from '../../db/schema/catalogue.ts';
import type { VersionRule } from '../../lib/record-version.ts';
import { productGroupings } from './product-groupings.ts';

type Body = z.output<typeof brandBody>;

const brandAdmin = productGroupings<typeof brands.$inferSelect, Body, AdminBrand>({
  noun: 'brand',
  code: 'BRAND',
  productColumn: products.brandId,
  select: (db, id) =>
    id === undefined
      ? db.select().from(brands).orderBy(asc(brands.sortOrder), asc(brands.name))
      : db.select().from(brands).where(eq(brands.id, id)),
  insert: (db, values) => db.insert(brands).values(values).returning(),
  update: (db, id, values) => db.update(brands).set(values).where(eq(brands.id, id)).returning(),
  remove: async (db, id) => void (await db.delete(brands).where(eq(brands.id, id))),
  view: (c, productCount) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    logoUrl: c.logoUrl,
    sortOrder: c.sortOrder,
    isActive: c.isActive,
    metaTitle: c.metaTitle,
    metaDescription: c.metaDescription,
    productCount,
  }),
});

export const listAdminBrands = (ctx: AppContext) => brandAdmin.list(ctx.db);
export const createBrand = (ctx: AppContext, body: Body) => brandAdmin.create(ctx.db, body);
export const updateBrand = (ctx: AppContext, id: number, body: Body, check?: (current: AdminBrand) => void) =>
  brandAdmin.update(ctx.db, id, body, check);
export const deleteBrand = (ctx: AppContext, id: number) => brandAdmin.remove(ctx.db, id);

/** What an edit of a brand can lose: its own fields (the slug follows the name; the product count moves on its own). */
export const brandVersion: VersionRule<AdminBrand> = {
  subject: 'this brand',
  fields: ({ id: _id, slug: _slug, productCount: _count, ...fields }) => fields,
};
