import type { ProductPick } from '@shringar/contracts/merchandising';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { likePattern } from '../catalogue/catalogue.public.ts';

type PickRow = {
  id: number;
  name: string;
  brand_name: string;
  category_name: string;
  image: string | null;
  is_active: boolean;
};

const pickSelect = sql`
  select p.id, p.name, b.name as brand_name, c.name as category_name, p.is_active,
         (select v.images->>0 from product_variants v where v.product_id = p.id order by v.sort_order, v.id limit 1) as image
  from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id`;

const toPick = (r: PickRow): ProductPick => ({
  productId: r.id,
  name: r.name,
  brandName: r.brand_name,
  categoryName: r.category_name,
  imageUrl: r.image ?? '',
  isActive: r.is_active,
});

/** The console's product pickers: name, brand or category containing the text, active products first. */
export async function searchPicks(db: Db, q: string): Promise<ProductPick[]> {
  const pattern = likePattern(q);
  const found = await rows<PickRow>(
    db,
    sql`${pickSelect} where p.name ilike ${pattern} or b.name ilike ${pattern} or c.name ilike ${pattern}
        order by p.is_active desc, lower(p.name), p.id
        limit 20`,
  );
  return found.map(toPick);
}

/** Picks for these ids, in the order given. */
export async function picksByIds(db: Db, ids: readonly number[]): Promise<ProductPick[]> {
  if (ids.length === 0) return [];
  const found = await rows<PickRow>(db, sql`${pickSelect} where p.id in ${ids}`);
  const byId = new Map(found.map((r) => [r.id, toPick(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Refuses a list naming a product the store does not have, before anything is written. */
export async function assertProductsExist(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await rows<{ id: number }>(db, sql`select id from products where id in ${ids}`);
  const known = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw new NotFound(`No product has id ${missing.join(', ')} (productIds).`, 'PRODUCT_NOT_FOUND');
}
