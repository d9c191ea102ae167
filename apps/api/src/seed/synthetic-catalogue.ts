import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client.ts';
import { brandDefs } from './catalogue/brands.ts';
import { categoryDefs } from './catalogue/categories.ts';
import { generateProduct } from './catalogue/product-generator.ts';
import { BATCH_ROWS, type ProductRow, insertProducts } from './insert-catalogue.ts';
import { createRng } from './prng.ts';

const ranges = ['Classic', 'Signature', 'Everyday', 'Luxe', 'Festive', 'Essential', 'Pro', 'Royal', 'Pure', 'Studio'];
const collections = ['', '', 'Heritage', 'Bloom', 'Velvet', 'Radiant', 'Monsoon', 'Utsav', 'Noor', 'Saanjh'];

/** Batches inserted at once, over as many connections (the seed opens two). */
const PARALLEL_BATCHES = 2;

type SyntheticResult = { products: number; variants: number };

/**
 * Adds `count` believable products (with variants) over the demo store's categories and brands, for load
 * and search benchmarks. Inserts in batches of BATCH_ROWS; numbering continues after the highest product id, so
 * running it twice adds more rather than colliding.
 */
export async function addSyntheticProducts(
  db: Db,
  count: number,
  opts: { seed?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<SyntheticResult> {
  const categoryIds = new Map(
    (await rows<{ id: number; slug: string }>(db, sql`select id, slug from categories`)).map((r) => [r.slug, r.id]),
  );
  const brandIds = new Map(
    (await rows<{ id: number; slug: string }>(db, sql`select id, slug from brands`)).map((r) => [r.slug, r.id]),
  );
  const defs = categoryDefs.filter((d) => categoryIds.has(d.slug) && d.brands.some((b) => brandIds.has(b)));
  if (defs.length === 0) throw new Error('No demo categories and brands to add products to: seed the demo store first');
  const [last] = await rows<{ n: number }>(db, sql`select coalesce(max(id), 0)::int as n from products`);
  const offset = last?.n ?? 0;
  const brandName = new Map<string, string>(brandDefs.map((b) => [b.slug, b.name]));
  const rng = createRng((opts.seed ?? 7) + offset);

  let done = 0;
  let variants = 0;
  let inserted = 0;
  // Two batches in flight: the database's side (tokenising and stemming the search text) is most of the work,
  // and a second connection puts it on a second core. The batches are generated in order, so the catalogue is
  // the same whichever lands first.
  const inFlight = new Set<Promise<void>>();
  while (done < count) {
    const size = Math.min(BATCH_ROWS, count - done);
    const batch: ProductRow[] = [];
    for (let i = 0; i < size; i++) {
      const n = offset + done + i + 1;
      const def = defs[n % defs.length]!;
      const brandSlug = rng.pick(def.brands.filter((b) => brandIds.has(b)));
      const collection = rng.pick(collections);
      const entry = `${rng.pick(ranges)} ${collection ? `${collection} ` : ''}${rng.pick(def.products)}`;
      batch.push({
        categoryId: categoryIds.get(def.slug)!,
        brandId: brandIds.get(brandSlug)!,
        popularity: n,
        product: generateProduct(rng, def, entry, brandName.get(brandSlug) ?? brandSlug, `s${n}`, rng.chance(0.01)),
      });
    }
    const insert: Promise<void> = insertProducts(db, batch).then((n) => {
      variants += n;
      inserted += size;
      inFlight.delete(insert);
      opts.onProgress?.(inserted, count);
    });
    inFlight.add(insert);
    done += size;
    if (inFlight.size >= PARALLEL_BATCHES) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return { products: done, variants };
}
