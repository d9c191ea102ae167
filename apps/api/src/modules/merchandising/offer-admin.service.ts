import type { AdminOffer, offerBody } from '@shringar/contracts/merchandising';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { offerProducts, offers } from '../../db/schema/catalogue.ts';
import { NotFound } from '../../lib/errors.ts';
import type { VersionRule } from '../../lib/record-version.ts';
import { curatedProductLists } from './curated-product-lists.ts';

type Body = z.output<typeof offerBody>;
type Fields = Omit<Body, 'productIds'>;

/** The special offers: each offer page shows its products in the operator's order. */
const offerLists = curatedProductLists<typeof offers.$inferSelect, Fields, AdminOffer>({
  links: {
    table: offerProducts,
    owner: offerProducts.offerId,
    product: offerProducts.productId,
    position: offerProducts.position,
    rows: (offerId, productIds) => productIds.map((productId, position) => ({ offerId, productId, position })),
  },
  notFound: () => new NotFound('No offer has this id.', 'OFFER_NOT_FOUND'),
  select: (db, id) =>
    id === undefined
      ? db.select().from(offers).orderBy(asc(offers.sortOrder), asc(offers.id))
      : db.select().from(offers).where(eq(offers.id, id)),
  insert: async (db, fields) => (await db.insert(offers).values(fields).returning({ id: offers.id }))[0]!.id,
  update: async (db, id, fields) =>
    (await db.update(offers).set(fields).where(eq(offers.id, id)).returning({ id: offers.id })).length > 0,
  remove: async (db, id) => void (await db.delete(offers).where(eq(offers.id, id))),
  view: (r, products) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    imageUrl: r.imageUrl,
    sortOrder: r.sortOrder,
    isActive: r.isActive,
    products,
  }),
});

export const listAdminOffers = (ctx: AppContext) => offerLists.list(ctx.db);
export const createOffer = (ctx: AppContext, { productIds, ...fields }: Body) =>
  offerLists.create(ctx.db, productIds, fields);
export const updateOffer = (
  ctx: AppContext,
  id: number,
  { productIds, ...fields }: Body,
  check?: (current: AdminOffer) => void,
) => offerLists.update(ctx.db, id, productIds, fields, check);
export const deleteOffer = (ctx: AppContext, id: number) => offerLists.remove(ctx.db, id);

/**
 * What an edit of an offer can lose: its own fields and which products it shows, in order (the products' own
 * names, photos and prices are theirs, and move on their own).
 */
export const offerVersion: VersionRule<AdminOffer> = {
  subject: 'this offer',
  fields: ({ id: _id, products, ...fields }) => ({ ...fields, productIds: products.map((p) => p.productId) }),
};
