import type { z } from 'zod';
import type { advanceSearchQuery, pagedProductCardsSchema, suggestionSchema, suggestionsQuery } from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Search over the whole catalogue. Schemas: ./search.schemas.ts. */

export const searchProducts = defineEndpoint<{
  query: typeof advanceSearchQuery;
  response: typeof pagedProductCardsSchema;
}>()({
  operationId: 'searchProducts',
  method: 'GET',
  path: '/products/advance-search',
  access: 'public',
  tags: ['search'],
  summary: 'Ranked, typo-tolerant search over the whole catalogue, one page at a time (a blank query is a 400)',
  errors: [400],
});

export const searchSuggestions = defineEndpoint<{
  query: typeof suggestionsQuery;
  response: z.ZodArray<typeof suggestionSchema>;
}>()({
  operationId: 'searchSuggestions',
  method: 'GET',
  path: '/products/search-suggestions',
  access: 'public',
  tags: ['search'],
  summary: 'Up to 8 suggestions (categories, brands, products) for the search box; under 2 characters → []',
  errors: [400],
});

export const searchEndpoints = { searchProducts, searchSuggestions };
