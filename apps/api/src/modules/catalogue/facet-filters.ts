import { type FacetFilters, PRICE_BANDS } from '@shringar/contracts/facets';
import { SHADE_FAMILIES, SIZE_SCALE } from '@shringar/contracts/variant-options';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The chosen facets as SQL conditions on s, the product's row of product_facets (migration 0022: its default
 * variant's price, base price and stock state, its brand and rating, and its variants' shade families and
 * sizes as bit sets), one per group so that the counts can leave a group's own condition out. A group not chosen is absent.
 * Shade family and size match when any of the product's variants has the value (a shopper looking for XL wants
 * the kurta that comes in XL); price, discount and stock are the card's own (its default variant's). Listings,
 * search and the counts all read these, so the counts and the grid agree by construction.
 */
export type FacetGroup = 'shade' | 'size' | 'brand' | 'price' | 'rating' | 'discount' | 'inStock';
export type FacetConditions = Partial<Record<FacetGroup, SQL>>;

/** The bit of each value in product_facets' shade_bits and size_bits: its place in the contracts' vocabulary. */
export const SHADE_BITS = SHADE_FAMILIES.map((value, i) => ({ value, bit: 2 ** i }));
export const SIZE_BITS = SIZE_SCALE.map((value, i) => ({ value, bit: 2 ** i }));

/** The bit set of the chosen values, written into the statement (a number of the store's own, not the shopper's). */
const mask = (vocabulary: readonly { value: string; bit: number }[], chosen: readonly string[]) =>
  sql.raw(String(vocabulary.filter((v) => chosen.includes(v.value)).reduce((m, v) => m | v.bit, 0)));

export function facetConditions(f: FacetFilters, s: SQL = sql`s`): FacetConditions {
  const out: FacetConditions = {};
  if (f.shade?.length) out.shade = sql`${s}.shade_bits & ${mask(SHADE_BITS, f.shade)} <> 0`;
  if (f.size?.length) out.size = sql`${s}.size_bits & ${mask(SIZE_BITS, f.size)} <> 0`;
  if (f.brand?.length) out.brand = sql`${s}.brand_id in ${f.brand}`;
  if (f.price?.length) {
    const bands = PRICE_BANDS.filter((b) => f.price!.includes(b.key)).map((b) =>
      b.below === null
        ? sql`${s}.price_paise >= ${b.from}`
        : sql`(${s}.price_paise >= ${b.from} and ${s}.price_paise < ${b.below})`,
    );
    out.price = sql`(${sql.join(bands, sql` or `)})`;
  }
  if (f.rating !== undefined)
    out.rating = sql`(${s}.rating_count > 0 and ${s}.rating_total >= ${f.rating} * ${s}.rating_count)`;
  // The card rounds its percentage (discountPercent): x% shown ⇔ (base − price) × 200 ≥ (2x − 1) × base.
  if (f.discount !== undefined)
    out.discount = sql`(${s}.base_price_paise - ${s}.price_paise) * 200 >= ${2 * f.discount - 1} * ${s}.base_price_paise`;
  if (f.inStock) out.inStock = sql`${s}.in_stock`;
  return out;
}

export const hasFacets = (c: FacetConditions) => Object.keys(c).length > 0;
