import { DISCOUNT_STEPS, FACET_PARAMS, MIN_RATING_STEP, PRICE_BANDS } from '@shringar/contracts/facet-values';
import { SHADE_FAMILIES, SIZE_SCALE } from '@shringar/contracts/option-scales';

/**
 * The facets a listing's URL carries, with the API's names and syntax (facets.ts): lists are comma-separated.
 * Each group is a list of values in the vocabulary's order, so one choice has one URL (and one page cache entry);
 * rating, discount and in-stock hold at most one value.
 */
export type FacetGroupName = (typeof FACET_PARAMS)[number];
export type FacetChoice = Record<FacetGroupName, string[]>;

export const NO_FACETS: FacetChoice = {
  shade: [],
  size: [],
  brand: [],
  price: [],
  rating: [],
  discount: [],
  inStock: [],
};

/** Groups where a new choice replaces the old one rather than joining it. */
const SINGLE: ReadonlySet<FacetGroupName> = new Set(['rating', 'discount', 'inStock']);

const isId = (v: string) => /^[1-9]\d{0,8}$/.test(v);

/** Every group's known values in their order; brands are ids, ordered by number. */
const VOCABULARY: Record<Exclude<FacetGroupName, 'brand'>, readonly string[]> = {
  shade: SHADE_FAMILIES,
  size: SIZE_SCALE,
  price: PRICE_BANDS.map((b) => b.key),
  rating: [String(MIN_RATING_STEP)],
  discount: DISCOUNT_STEPS.map(String),
  inStock: ['true'],
};

/** A group's values as given, in canonical order; unknown values are dropped (as the listing's other filters are). */
function canonical(group: FacetGroupName, values: readonly string[]): string[] {
  const unique = [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  if (group === 'brand')
    return unique
      .filter(isId)
      .sort((a, b) => Number(a) - Number(b))
      .slice(0, 20);
  const known = VOCABULARY[group].filter((v) => unique.includes(v));
  return SINGLE.has(group) ? known.slice(-1) : known;
}

export function facetsFromSearch(params: URLSearchParams): FacetChoice {
  const out = { ...NO_FACETS };
  for (const group of FACET_PARAMS) out[group] = canonical(group, (params.get(group) ?? '').split(','));
  return out;
}

/** Adds the chosen facets to a query, each group as one comma-separated parameter. */
export function appendFacets(params: URLSearchParams, facets: FacetChoice): URLSearchParams {
  for (const group of FACET_PARAMS) if (facets[group].length) params.set(group, facets[group].join(','));
  return params;
}

/** The facets as the API's query takes them (absent when not chosen). */
export function facetQuery(
  facets: FacetChoice,
): Partial<Record<Exclude<FacetGroupName, 'inStock'>, string>> & { inStock?: 'true' } {
  const query: Partial<Record<FacetGroupName, string>> = {};
  for (const group of FACET_PARAMS) if (facets[group].length) query[group] = facets[group].join(',');
  return { ...query, inStock: facets.inStock.length ? 'true' : undefined };
}

/** Ticks or unticks one value; in a one-value group a new value replaces the old. */
export function toggleFacet(facets: FacetChoice, group: FacetGroupName, value: string): FacetChoice {
  const current = facets[group];
  const next = current.includes(value)
    ? current.filter((v) => v !== value)
    : SINGLE.has(group)
      ? [value]
      : [...current, value];
  return { ...facets, [group]: canonical(group, next) };
}

export const hasFacets = (facets: FacetChoice) => FACET_PARAMS.some((g) => facets[g].length > 0);

export const facetsKey = (facets: FacetChoice) => FACET_PARAMS.map((g) => facets[g].join(',')).join('|');

/** Whether a group takes one value at a time (shown as radio-like choices that can still be unticked). */
export const isSingleChoice = (group: FacetGroupName) => SINGLE.has(group);

/**
 * The facets a product page reads to open on a matching variant: the chosen sizes and shade families, appended
 * to a card's link so a shopper who filtered by XL lands on the XL kurta.
 */
export function variantHintQuery(facets: FacetChoice): string {
  const params = new URLSearchParams();
  if (facets.size.length) params.set('size', facets.size.join(','));
  if (facets.shade.length) params.set('shade', facets.shade.join(','));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** How many values are chosen across the groups (the Filters button's number). */
export const chosenCount = (facets: FacetChoice) => FACET_PARAMS.reduce((n, g) => n + facets[g].length, 0);
