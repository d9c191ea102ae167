import { DISCOUNT_STEPS, MIN_RATING_STEP, PRICE_BANDS } from '@shringar/contracts/facets';
import { SHADE_FAMILIES, SIZE_SCALE } from '@shringar/contracts/variant-options';

/**
 * The facets a shopper has ticked, as the page's URL carries them (the API's own parameter names, lists
 * comma-separated), so a filtered listing can be shared and is cached like a sorted one. Values the store does
 * not know are dropped rather than sent to be refused.
 */
export type FacetState = {
  shade: string[];
  size: string[];
  brand: string[];
  price: string[];
  rating: string;
  discount: string;
  inStock: boolean;
};
export type FacetListGroup = 'shade' | 'size' | 'brand' | 'price';

export const NO_FACETS: FacetState = {
  shade: [],
  size: [],
  brand: [],
  price: [],
  rating: '',
  discount: '',
  inStock: false,
};

const MAX_VALUES = 20;
const known: Record<FacetListGroup, (v: string) => boolean> = {
  shade: (v) => (SHADE_FAMILIES as readonly string[]).includes(v),
  size: (v) => (SIZE_SCALE as readonly string[]).includes(v),
  brand: (v) => /^[1-9]\d{0,8}$/.test(v),
  price: (v) => PRICE_BANDS.some((b) => b.key === v),
};

const listFrom = (params: URLSearchParams, group: FacetListGroup) =>
  [
    ...new Set(
      (params.get(group) ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(known[group]),
    ),
  ].slice(0, MAX_VALUES);

export function facetsFromSearch(params: URLSearchParams): FacetState {
  const rating = params.get('rating') ?? '';
  const discount = params.get('discount') ?? '';
  return {
    shade: listFrom(params, 'shade'),
    size: listFrom(params, 'size'),
    brand: listFrom(params, 'brand'),
    price: listFrom(params, 'price'),
    rating: rating === String(MIN_RATING_STEP) ? rating : '',
    discount: (DISCOUNT_STEPS as readonly number[]).map(String).includes(discount) ? discount : '',
    inStock: params.get('inStock') === 'true',
  };
}

/** The query parameters of a facet state: only what is chosen, lists in the store's own order. */
export function facetQuery(f: FacetState): Record<string, string> {
  const out: Record<string, string> = {};
  const ordered = (group: FacetListGroup, order: readonly string[]) =>
    [...f[group]].sort((a, b) => order.indexOf(a) - order.indexOf(b) || Number(a) - Number(b));
  const lists: [FacetListGroup, readonly string[]][] = [
    ['shade', SHADE_FAMILIES],
    ['size', SIZE_SCALE],
    ['brand', []],
    ['price', PRICE_BANDS.map((b) => b.key)],
  ];
  for (const [group, order] of lists) if (f[group].length) out[group] = ordered(group, order).join(',');
  if (f.rating) out.rating = f.rating;
  if (f.discount) out.discount = f.discount;
  if (f.inStock) out.inStock = 'true';
  return out;
}

/** Ticks a value of a list group, or unticks it when it was ticked. */
export function toggleFacet(f: FacetState, group: FacetListGroup, value: string): FacetState {
  const has = f[group].includes(value);
  return { ...f, [group]: has ? f[group].filter((v) => v !== value) : [...f[group], value] };
}

/** How many choices are made (the 'Filters (n)' button on a phone). */
export const chosenCount = (f: FacetState) =>
  f.shade.length +
  f.size.length +
  f.brand.length +
  f.price.length +
  (f.rating ? 1 : 0) +
  (f.discount ? 1 : 0) +
  (f.inStock ? 1 : 0);

export const sameFacets = (a: FacetState, b: FacetState) =>
  JSON.stringify(facetQuery(a)) === JSON.stringify(facetQuery(b));

/**
 * What a product card's link carries from the chosen facets, so the product page opens on that size or shade:
 * the sizes first (a shopper who ticked XL wants the XL), else the shade families.
 */
export function productLinkQuery(f: FacetState): string {
  if (f.size.length) return new URLSearchParams({ size: facetQuery(f).size! }).toString();
  if (f.shade.length) return new URLSearchParams({ shade: facetQuery(f).shade! }).toString();
  return '';
}
