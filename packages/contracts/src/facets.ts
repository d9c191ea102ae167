import { z } from 'zod';
import { DISCOUNT_STEPS, type FacetParam, MIN_RATING_STEP, PRICE_BANDS, type PriceBandKey } from './facet-values.ts';
import { SHADE_FAMILIES, SIZE_SCALE } from './option-scales.ts';

export * from './facet-values.ts';

/**
 * Facets of a listing (category, brand, offer, Shop All): what a shopper may narrow by, the same names in the
 * page's URL and the API's query, and the counts answered for each value. Lists are comma-separated values.
 */

const PRICE_BAND_KEYS = PRICE_BANDS.map((b) => b.key) as [PriceBandKey, ...PriceBandKey[]];

const MAX_VALUES = 20;

/** A comma-separated list of values drawn from `allowed`, each named in the error. */
const listOf = <T extends string>(field: string, allowed: readonly T[]) =>
  z
    .string()
    .transform((s, c) => {
      const values = [
        ...new Set(
          s
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ];
      const bad = values.find((v) => !(allowed as readonly string[]).includes(v));
      if (bad !== undefined) {
        c.addIssue({ code: 'custom', message: `${field} must be a comma-separated list of ${allowed.join(', ')}` });
        return z.NEVER;
      }
      if (values.length > MAX_VALUES) {
        c.addIssue({ code: 'custom', message: `${field} may name at most ${MAX_VALUES} values` });
        return z.NEVER;
      }
      return values as T[];
    })
    .meta({ type: 'string', example: allowed.slice(0, 2).join(','), pattern: listPattern(allowed) })
    .optional();

/** The list's rule as the API description states it, so a generated client knows the values too. */
function listPattern(allowed: readonly string[]): string {
  const value = `(${allowed.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
  // Empty means no filter, as the server reads it.
  return `^\\s*(${value}\\s*(,\\s*${value}\\s*){0,${MAX_VALUES - 1}})?$`;
}

const idList = (field: string) =>
  z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,19}$/, `${field} must be a comma-separated list of at most 20 ids`)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .meta({ type: 'string', example: '3,7', pattern: undefined })
    .optional();

/** The facet part of a listing's query (and of its page's URL). */
export const facetFilters = {
  shade: listOf('shade', SHADE_FAMILIES),
  size: listOf('size', SIZE_SCALE),
  brand: idList('brand'),
  price: listOf('price', PRICE_BAND_KEYS),
  rating: z
    .enum([String(MIN_RATING_STEP)], { error: `rating must be ${MIN_RATING_STEP}` })
    .transform(Number)
    .optional(),
  discount: z
    .enum(DISCOUNT_STEPS.map(String) as [string, ...string[]], {
      error: `discount must be one of ${DISCOUNT_STEPS.join(', ')}`,
    })
    .transform(Number)
    .optional(),
  inStock: z
    .enum(['true'], { error: 'inStock must be true' })
    .transform(() => true)
    .optional(),
} satisfies Record<FacetParam, z.ZodType>;
export const facetFilterSchema = z.object(facetFilters);
export type FacetFilters = z.infer<typeof facetFilterSchema>;

export const FACET_SCOPES = ['all', 'category', 'brand', 'offer'] as const;
export type FacetScope = (typeof FACET_SCOPES)[number];

const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
  /** A shade family's swatch colour ('#rrggbb'). */
  swatch: z.string().optional(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

/**
 * Counts of a listing's facets. Each group's counts apply every other chosen facet but not its own, so a
 * shopper sees how many products each further choice in that group would add; `total` applies them all.
 */
export const facetCountsSchema = z.object({
  total: z.number().int(),
  shade: z.array(facetValueSchema),
  size: z.array(facetValueSchema),
  brand: z.array(facetValueSchema),
  price: z.array(facetValueSchema),
  rating: z.array(facetValueSchema),
  discount: z.array(facetValueSchema),
  inStock: z.array(facetValueSchema),
});
export type FacetCounts = z.infer<typeof facetCountsSchema>;
