import type { AdminBanner, bannerBody } from '@shringar/contracts/merchandising';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { bannerProducts, banners } from '../../db/schema/catalogue.ts';
import { NotFound } from '../../lib/errors.ts';
import type { VersionRule } from '../../lib/record-version.ts';
import { curatedProductLists } from './curated-product-lists.ts';

type Body = z.output<typeof bannerBody>;
type Fields = Omit<Body, 'productIds'>;

/** The home page's banner slides; each slide opens the first of its products. */
const bannerLists = curatedProductLists<typeof banners.$inferSelect, Fields, AdminBanner>({
  links: {
    table: bannerProducts,
    owner: bannerProducts.bannerId,
    product: bannerProducts.productId,
    position: bannerProducts.position,
    rows: (bannerId, productIds) => productIds.map((productId, position) => ({ bannerId, productId, position })),
  },
  notFound: () => new NotFound('No banner has this id.', 'BANNER_NOT_FOUND'),
  select: (db, id) =>
    id === undefined
      ? db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id))
      : db.select().from(banners).where(eq(banners.id, id)),
  insert: async (db, fields) => (await db.insert(banners).values(fields).returning({ id: banners.id }))[0]!.id,
  update: async (db, id, fields) =>
    (await db.update(banners).set(fields).where(eq(banners.id, id)).returning({ id: banners.id })).length > 0,
  remove: async (db, id) => void (await db.delete(banners).where(eq(banners.id, id))),
  view: (r, products) => ({
    id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    imageUrl: r.imageUrl,
    sortOrder: r.sortOrder,
    isActive: r.isActive,
    products,
  }),
});

export const listAdminBanners = (ctx: AppContext) => bannerLists.list(ctx.db);
export const createBanner = (ctx: AppContext, { productIds, ...fields }: Body) =>
  bannerLists.create(ctx.db, productIds, fields);
export const updateBanner = (
  ctx: AppContext,
  id: number,
  { productIds, ...fields }: Body,
  check?: (current: AdminBanner) => void,
) => bannerLists.update(ctx.db, id, productIds, fields, check);
export const deleteBanner = (ctx: AppContext, id: number) => bannerLists.remove(ctx.db, id);

/**
 * What an edit of a banner can lose: its own fields and which products it shows, in order (the products' own
 * names, photos and prices are theirs, and move on their own).
 */
export const bannerVersion: VersionRule<AdminBanner> = {
  subject: 'this banner',
  fields: ({ id: _id, products, ...fields }) => ({ ...fields, productIds: products.map((p) => p.productId) }),
};
