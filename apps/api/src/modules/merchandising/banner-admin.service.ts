import type { AdminBanner, bannerBody } from '@shringar/contracts/merchandising';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bannerProducts, banners } from '../../db/schema/catalogue.ts';
import { NotFound } from '../../lib/errors.ts';
import { assertProductsExist, picksByIds } from './product-picks.repository.ts';

type Body = z.output<typeof bannerBody>;
type Row = typeof banners.$inferSelect;

const notFound = () => new NotFound('No banner has this id.', 'BANNER_NOT_FOUND');

/** Each banner's products in the order the operator put them (the slide opens the first). */
async function productIdsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number[]>();
  const links = await db
    .select({
      ownerId: bannerProducts.bannerId,
      productId: bannerProducts.productId,
      position: bannerProducts.position,
    })
    .from(bannerProducts)
    .where(inArray(bannerProducts.bannerId, ids))
    .orderBy(asc(bannerProducts.position), asc(bannerProducts.productId));
  const byOwner = new Map<number, number[]>();
  for (const l of links) byOwner.set(l.ownerId, [...(byOwner.get(l.ownerId) ?? []), l.productId]);
  return byOwner;
}

async function views(db: Db, rows: Row[]): Promise<AdminBanner[]> {
  const byOwner = await productIdsOf(
    db,
    rows.map((r) => r.id),
  );
  const picks = await picksByIds(db, [...new Set([...byOwner.values()].flat())]);
  const pickById = new Map(picks.map((p) => [p.productId, p]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    imageUrl: r.imageUrl,
    sortOrder: r.sortOrder,
    isActive: r.isActive,
    products: (byOwner.get(r.id) ?? []).flatMap((id) => pickById.get(id) ?? []),
  }));
}

async function viewOf(db: Db, id: number): Promise<AdminBanner> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw notFound();
  return (await views(db, [row]))[0]!;
}

/** Every banner, active or not, in display order, with its products. */
export async function listAdminBanners(ctx: AppContext): Promise<AdminBanner[]> {
  return views(ctx.db, await ctx.db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id)));
}

async function linkProducts(db: Db, ownerId: number, productIds: number[]) {
  await db.delete(bannerProducts).where(eq(bannerProducts.bannerId, ownerId));
  if (productIds.length > 0)
    await db
      .insert(bannerProducts)
      .values(productIds.map((productId, position) => ({ bannerId: ownerId, productId, position })));
}

export async function createBanner(ctx: AppContext, { productIds, ...fields }: Body): Promise<AdminBanner> {
  await assertProductsExist(ctx.db, productIds);
  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await tx.insert(banners).values(fields).returning({ id: banners.id });
    await linkProducts(tx, created!.id, productIds);
    return created!.id;
  });
  return viewOf(ctx.db, id);
}

export async function updateBanner(ctx: AppContext, id: number, { productIds, ...fields }: Body) {
  await assertProductsExist(ctx.db, productIds);
  const before = await viewOf(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(banners).set(fields).where(eq(banners.id, id)).returning({ id: banners.id });
    if (!updated) throw notFound();
    await linkProducts(tx, id, productIds);
  });
  return { before, after: await viewOf(ctx.db, id) };
}

/** A banner's link rows go with it; its products stay. */
export async function deleteBanner(ctx: AppContext, id: number) {
  const before = await viewOf(ctx.db, id);
  await ctx.db.delete(banners).where(eq(banners.id, id));
  return { before };
}
