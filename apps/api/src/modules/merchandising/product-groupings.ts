import { count, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { Conflict, FieldConflict, NotFound } from '../../lib/errors.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/unique-violation.ts';
import { slugOf } from './slug.ts';

type GroupingRow = { id: number; name: string; slug: string };

/** What differs between the groupings products belong to (categories, brands): their table and answer. */
export type GroupingSpec<Row extends GroupingRow, Body extends { name: string }, View> = {
  /** The word for one, in messages and new slugs: 'category', 'brand'. */
  noun: string;
  /** The error codes' stem: CATEGORY_NOT_FOUND, CATEGORY_NAME_TAKEN, CATEGORY_HAS_PRODUCTS. */
  code: string;
  /** The products column naming the grouping. */
  productColumn: PgColumn;
  /** Every row in display order, or the one with this id. */
  select(db: Db, id?: number): Promise<Row[]>;
  insert(db: Db, values: Body & { slug: string }): Promise<Row[]>;
  update(db: Db, id: number, values: Body & { slug: string }): Promise<Row[]>;
  remove(db: Db, id: number): Promise<void>;
  view(row: Row, productCount: number): View;
};

/**
 * The console's operations on a grouping of products: a list with product counts, create and rename (the slug,
 * its address, follows the name), and delete only when empty — one with products is deactivated instead, since
 * their pages and orders name it.
 */
export function productGroupings<Row extends GroupingRow, Body extends { name: string }, View>(
  spec: GroupingSpec<Row, Body, View>,
) {
  const notFound = () => new NotFound(`No ${spec.noun} has this id.`, `${spec.code}_NOT_FOUND`);

  async function productCount(db: Db, id: number) {
    const [row] = await db.select({ n: count() }).from(products).where(eq(spec.productColumn, id));
    return Number(row?.n ?? 0);
  }

  /** A unique name or slug clash is the operator's to fix: it names the field. */
  async function writing(name: string, write: () => Promise<Row[]>): Promise<Row | undefined> {
    try {
      return (await write())[0];
    } catch (err) {
      if (isUniqueViolation(err))
        throw new FieldConflict(
          'name',
          `A ${spec.noun} named like '${name}' already exists.`,
          `${spec.code}_NAME_TAKEN`,
        );
      throw err;
    }
  }

  return {
    /** Every one, active or not, in display order, with how many products it holds. */
    async list(db: Db): Promise<View[]> {
      const counts = await db.select({ id: spec.productColumn, n: count() }).from(products).groupBy(spec.productColumn);
      const byId = new Map(counts.map((c) => [Number(c.id), Number(c.n)]));
      return (await spec.select(db)).map((row) => spec.view(row, byId.get(row.id) ?? 0));
    },

    async create(db: Db, body: Body): Promise<View> {
      const slug = slugOf(body.name, `${spec.noun}-${crypto.randomUUID().slice(0, 8)}`);
      const created = await writing(body.name, () => spec.insert(db, { ...body, slug }));
      return spec.view(created!, 0);
    },

    /** `check` sees the stored one first (a stale edit is refused before anything is written). */
    async update(db: Db, id: number, body: Body, check?: (current: View) => void) {
      const [current] = await spec.select(db, id);
      if (!current) throw notFound();
      check?.(spec.view(current, await productCount(db, id)));
      const slug = body.name === current.name ? current.slug : slugOf(body.name, current.slug);
      const updated = await writing(body.name, () => spec.update(db, id, { ...body, slug }));
      if (!updated) throw notFound();
      const n = await productCount(db, id);
      return { before: spec.view(current, n), after: spec.view(updated, n) };
    },

    async remove(db: Db, id: number) {
      const [current] = await spec.select(db, id);
      if (!current) throw notFound();
      const n = await productCount(db, id);
      const hasProducts = () =>
        new Conflict(
          `'${current.name}' has ${n || 'new'} product${n === 1 ? '' : 's'}: it cannot be deleted. Deactivate it instead.`,
          `${spec.code}_HAS_PRODUCTS`,
        );
      if (n > 0) throw hasProducts();
      try {
        await spec.remove(db, id);
      } catch (err) {
        // A product added between the count and the delete.
        if (isForeignKeyViolation(err)) throw hasProducts();
        throw err;
      }
      return { before: spec.view(current, 0) };
    },
  };
}
