import type { ProductPick } from '@shringar/contracts/merchandising';
import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { assertProductsExist, picksByIds } from './product-picks.repository.ts';

/** The table linking an owner (a banner, an offer) to its products in the operator's order. */
export type ProductLinks = {
  table: PgTable;
  owner: PgColumn;
  product: PgColumn;
  position: PgColumn;
  /** The link rows as the table takes them (each table names its owner column itself). */
  rows(ownerId: number, productIds: readonly number[]): Record<string, number>[];
};

/** What differs between two kinds of curated list: their own table, answer and not-found error. */
export type CuratedListSpec<Row extends { id: number }, Fields, View> = {
  links: ProductLinks;
  notFound(): Error;
  /** Every row in display order, or the one with this id. */
  select(db: Db, id?: number): Promise<Row[]>;
  insert(db: Db, fields: Fields): Promise<number>;
  /** False when no row has the id. */
  update(db: Db, id: number, fields: Fields): Promise<boolean>;
  remove(db: Db, id: number): Promise<void>;
  view(row: Row, products: ProductPick[]): View;
};

/**
 * Create, read, update and delete for a list an operator curates with products in their order (the home page's
 * banners, the special offers): the list's own row and its product links change in one transaction, and a
 * product that does not exist is refused before anything is written.
 */
export function curatedProductLists<Row extends { id: number }, Fields, View>(
  spec: CuratedListSpec<Row, Fields, View>,
) {
  const { links } = spec;

  async function productIdsOf(db: Db, ids: number[]) {
    const byOwner = new Map<number, number[]>();
    if (ids.length === 0) return byOwner;
    const found = await db
      .select({ ownerId: links.owner, productId: links.product })
      .from(links.table)
      .where(inArray(links.owner, ids))
      .orderBy(asc(links.position), asc(links.product));
    for (const l of found) {
      const ownerId = Number(l.ownerId);
      byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), Number(l.productId)]);
    }
    return byOwner;
  }

  async function views(db: Db, rows: Row[]): Promise<View[]> {
    const byOwner = await productIdsOf(
      db,
      rows.map((r) => r.id),
    );
    const picks = await picksByIds(db, [...new Set([...byOwner.values()].flat())]);
    const pickById = new Map(picks.map((p) => [p.productId, p]));
    return rows.map((r) =>
      spec.view(
        r,
        (byOwner.get(r.id) ?? []).flatMap((id) => pickById.get(id) ?? []),
      ),
    );
  }

  async function viewOf(db: Db, id: number): Promise<View> {
    const [row] = await spec.select(db, id);
    if (!row) throw spec.notFound();
    return (await views(db, [row]))[0]!;
  }

  async function linkProducts(db: Db, ownerId: number, productIds: readonly number[]) {
    await db.delete(links.table).where(eq(links.owner, ownerId));
    if (productIds.length > 0) await db.insert(links.table).values(links.rows(ownerId, productIds));
  }

  return {
    /** Every list, active or not, in display order, with its products. */
    list: async (db: Db) => views(db, await spec.select(db)),

    async create(db: Db, productIds: readonly number[], fields: Fields): Promise<View> {
      await assertProductsExist(db, productIds);
      const id = await db.transaction(async (tx) => {
        const created = await spec.insert(tx, fields);
        await linkProducts(tx, created, productIds);
        return created;
      });
      return viewOf(db, id);
    },

    /** `check` sees the stored one first (a stale edit is refused before anything is written). */
    async update(db: Db, id: number, productIds: readonly number[], fields: Fields, check?: (current: View) => void) {
      await assertProductsExist(db, productIds);
      const before = await viewOf(db, id);
      check?.(before);
      await db.transaction(async (tx) => {
        if (!(await spec.update(tx, id, fields))) throw spec.notFound();
        await linkProducts(tx, id, productIds);
      });
      return { before, after: await viewOf(db, id) };
    },

    /** The link rows go with the list; its products stay. */
    async remove(db: Db, id: number) {
      const before = await viewOf(db, id);
      await spec.remove(db, id);
      return { before };
    },
  };
}
