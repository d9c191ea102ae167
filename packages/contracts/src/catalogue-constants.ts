/**
 * The catalogue's constants the browser needs, in a file without Zod so a page chunk can use them without
 * shipping the schemas (catalogue.ts re-exports them for the server).
 */

/** The sort options of the brand, category and search pages. */
export const CATALOGUE_SORTS = ['default', 'price-low', 'price-high', 'discount', 'rating', 'name'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const MAX_SUGGESTIONS = 8;
export const MIN_SUGGESTION_QUERY = 2;
