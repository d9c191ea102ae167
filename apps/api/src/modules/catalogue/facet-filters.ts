import { type FacetFilters, PRICE_BANDS } from '@shringar/contracts/facets';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The chosen facets as SQL conditions on s, the product's row of product_facets (migration 0022: its default
 * variant's price, base price and stock state, its brand and rating, and its variants' shade families and
 * sizes), one per group so that the counts can leave a group's own condition out. A group not chosen is absent.
 * Shade family and size match when any of the product's variants has the value (a shopper looking for XL wants
 * the kurta that comes in XL); price, discount and stock are the card's own (its default variant's). Listings,
 * search and the counts all read these, so the counts and the grid agree by construction.
 */
export type FacetGroup = 'shade' | 'size' | 'brand' | 'price' | 'rating' | 'discount' | 'inStock';
export type FacetConditions = Partial<Record<FacetGroup, SQL>>;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export function facetConditions(f: FacetFilters, s: SQL = sql`s`): FacetConditions {
  const out: FacetConditions = {};
  if (f.shade?.length) out.shade = sql`${s}.shade_families && ${textArray(f.shade)}`;
  if (f.size?.length) out.size = sql`${s}.sizes && ${textArray(f.size)}`;
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
