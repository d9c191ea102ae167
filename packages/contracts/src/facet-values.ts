/**
 * The facets' values without their schemas (no Zod), so the store's browser code can name them: the price bands,
 * the discount steps, the rating step and the parameter names. facets.ts builds the query's rules from these.
 */

/** Price bands in paise: [from, below); the last has no upper end. */
export const PRICE_BANDS = [
  { key: 'under-500', label: 'Under ₹500', from: 0, below: 50_000 },
  { key: '500-999', label: '₹500 – ₹999', from: 50_000, below: 100_000 },
  { key: '1000-1999', label: '₹1,000 – ₹1,999', from: 100_000, below: 200_000 },
  { key: '2000-4999', label: '₹2,000 – ₹4,999', from: 200_000, below: 500_000 },
  { key: '5000-up', label: '₹5,000 & above', from: 500_000, below: null },
] as const;
export type PriceBandKey = (typeof PRICE_BANDS)[number]['key'];

/** 'x% off or more', one at a time. */
export const DISCOUNT_STEPS = [10, 25, 40, 50] as const;
/** The one rating facet: 4★ & up. */
export const MIN_RATING_STEP = 4;

/** The names of the facet parameters, for the page cache key and the web's URL state. */
export const FACET_PARAMS = ['shade', 'size', 'brand', 'price', 'rating', 'discount', 'inStock'] as const;
export type FacetParam = (typeof FACET_PARAMS)[number];
