import type { AdminOffer, offerBody } from '@shringar/contracts/merchandising';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { offerProducts, offers } from '../../db/schema/catalogue.ts';
import { NotFound } from '../../lib/errors.ts';
import { assertProductsExist, picksByIds } from './product-picks.repository.ts';

type Body = z.output<typeof offerBody>;
type Row = typeof offers.$inferSelect;

const notFound = () => new NotFound('No offer has this id.', 'OFFER_NOT_FOUND');

/** Each offer's products in the order the operator put them. */
async function productIdsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number[]>();
  const links = await db
    .select({ ownerId: offerProducts.offerId, productId: offerProducts.productId, position: offerProducts.position })
    .from(offerProducts)
    .where(inArray(offerProducts.offerId, ids))
    .orderBy(asc(offerProducts.position), asc(offerProducts.productId));
  const byOwner = new Map<number, number[]>();
  for (const l of links) byOwner.set(l.ownerId, [...(byOwner.get(l.ownerId) ?? []), l.productId]);
  return byOwner;
}

async function views(db: Db, rows: Row[]): Promise<AdminOffer[]> {
  const byOwner = await productIdsOf(
    db,
    rows.map((r) => r.id),
  );
  const picks = await picksByIds(db, [...new Set([...byOwner.values()].flat())]);
  const pickById = new Map(picks.map((p) => [p.productId, p]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    imageUrl: r.imageUrl,
    sortOrder: r.sortOrder,
    isActive: r.isActive,
    products: (byOwner.get(r.id) ?? []).flatMap((id) => pickById.get(id) ?? []),
  }));
}

async function viewOf(db: Db, id: number): Promise<AdminOffer> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  if (!row) throw notFound();
  return (await views(db, [row]))[0]!;
}

/** Every offer, active or not, in display order, with its products. */
export async function listAdminOffers(ctx: AppContext): Promise<AdminOffer[]> {
  return views(ctx.db, await ctx.db.select().from(offers).orderBy(asc(offers.sortOrder), asc(offers.id)));
}

async function linkProducts(db: Db, ownerId: number, productIds: number[]) {
  await db.delete(offerProducts).where(eq(offerProducts.offerId, ownerId));
  if (productIds.length > 0)
    await db
      .insert(offerProducts)
      .values(productIds.map((productId, position) => ({ offerId: ownerId, productId, position })));
}

export async function createOffer(ctx: AppContext, { productIds, ...fields }: Body): Promise<AdminOffer> {
  await assertProductsExist(ctx.db, productIds);
  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await tx.insert(offers).values(fields).returning({ id: offers.id });
    await linkProducts(tx, created!.id, productIds);
    return created!.id;
  });
  return viewOf(ctx.db, id);
}

export async function updateOffer(ctx: AppContext, id: number, { productIds, ...fields }: Body) {
  await assertProductsExist(ctx.db, productIds);
  const before = await viewOf(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(offers).set(fields).where(eq(offers.id, id)).returning({ id: offers.id });
    if (!updated) throw notFound();
    await linkProducts(tx, id, productIds);
  });
  return { before, after: await viewOf(ctx.db, id) };
}

/** An offer's link rows go with it; its products stay. */
export async function deleteOffer(ctx: AppContext, id: number) {
  const before = await viewOf(ctx.db, id);
  await ctx.db.delete(offers).where(eq(offers.id, id));
  return { before };
}
