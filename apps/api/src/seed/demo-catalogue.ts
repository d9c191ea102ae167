import { brandDefs } from './catalogue/brands.ts';
import type { CategoryDef } from './catalogue/category-def.ts';
import { categoryDefs } from './catalogue/categories.ts';
import { generateProduct } from './catalogue/product-generator.ts';
import type { ProductRow } from './insert-catalogue.ts';
import type { Rng } from './prng.ts';

/** How many products the demo store holds; some names come from two brands, as in a real marketplace. */
const DEMO_PRODUCT_COUNT = 320;
const SOLD_OUT_PRODUCTS = 4;

type Planned = { def: CategoryDef; entry: string; brandSlug: string };

function plan(rng: Rng): Planned[] {
  const planned: Planned[] = [];
  for (const def of categoryDefs) {
    for (const entry of def.products) planned.push({ def, entry, brandSlug: rng.pick(def.brands) });
  }
  // Top up with the same names from a second brand, one category at a time, until the count is reached.
  const firstBrand = new Map(planned.map((p) => [`${p.def.slug}:${p.entry}`, p.brandSlug]));
  for (let round = 0; planned.length < DEMO_PRODUCT_COUNT; round++) {
    for (const def of categoryDefs) {
      if (planned.length >= DEMO_PRODUCT_COUNT) break;
      const entry = def.products[(round * 7 + 3) % def.products.length]!;
      const taken = firstBrand.get(`${def.slug}:${entry}`);
      const others = def.brands.filter((b) => b !== taken);
      planned.push({ def, entry, brandSlug: rng.pick(others.length ? others : def.brands) });
    }
  }
  return planned;
}

/** The demo store's products, identical on every run for the same rng seed. */
export function buildDemoProducts(
  rng: Rng,
  categoryIds: Map<string, number>,
  brandIds: Map<string, number>,
): ProductRow[] {
  const planned = plan(rng);
  const soldOut = new Set(rng.sample([...planned.keys()], SOLD_OUT_PRODUCTS));
  const ranks = rng.sample(
    planned.map((_, i) => i + 1),
    planned.length,
  );
  const brandName = new Map<string, string>(brandDefs.map((b) => [b.slug, b.name]));
  return planned.map((p, i) => ({
    categoryId: categoryIds.get(p.def.slug)!,
    brandId: brandIds.get(p.brandSlug)!,
    popularity: ranks[i]!,
    product: generateProduct(rng, p.def, p.entry, brandName.get(p.brandSlug)!, `d${i + 1}`, soldOut.has(i)),
  }));
}
