import { type FacetFilters, PRICE_BANDS } from '@shringar/contracts/facets';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The chosen facets as SQL conditions on p (the product) and v (its default variant, the one its card shows),
 * one per group so that the counts can leave a group's own condition out. A group not chosen is absent.
 * Shade family and size match when any of the product's variants has the value (a shopper looking for XL wants
 * the kurta that comes in XL); price, discount and stock are the card's own (its default variant's).
 */
export type FacetGroup = 'shade' | 'size' | 'brand' | 'price' | 'rating' | 'discount' | 'inStock';
export type FacetConditions = Partial<Record<FacetGroup, SQL>>;

export function facetConditions(f: FacetFilters, product: SQL = sql`p`, variant: SQL = sql`v`): FacetConditions {
  const out: FacetConditions = {};
  if (f.shade?.length)
    out.shade = sql`exists (select 1 from product_variants fs where fs.product_id = ${product}.id and fs.shade_family in ${f.shade})`;
  if (f.size?.length)
    out.size = sql`exists (select 1 from product_variants fz where fz.product_id = ${product}.id and fz.size in ${f.size})`;
  if (f.brand?.length) out.brand = sql`${product}.brand_id in ${f.brand}`;
  if (f.price?.length) {
    const bands = PRICE_BANDS.filter((b) => f.price!.includes(b.key)).map((b) =>
      b.below === null
        ? sql`${variant}.price_paise >= ${b.from}`
        : sql`(${variant}.price_paise >= ${b.from} and ${variant}.price_paise < ${b.below})`,
    );
    out.price = sql`(${sql.join(bands, sql` or `)})`;
  }
  if (f.rating !== undefined)
    out.rating = sql`(${product}.rating_count > 0 and ${product}.rating_total >= ${f.rating} * ${product}.rating_count)`;
  // The card rounds its percentage (discountPercent): x% shown ⇔ (base − price) × 200 ≥ (2x − 1) × base.
  if (f.discount !== undefined)
    out.discount = sql`(${variant}.base_price_paise - ${variant}.price_paise) * 200 >= ${2 * f.discount - 1} * ${variant}.base_price_paise`;
  if (f.inStock) out.inStock = sql`${variant}.stock > 0`;
  return out;
}

/** Whether any chosen facet reads the default variant (the listing must then join it before counting). */
export const readsVariant = (c: FacetConditions) => Boolean(c.price || c.discount || c.inStock);

export const hasFacets = (c: FacetConditions) => Object.keys(c).length > 0;
