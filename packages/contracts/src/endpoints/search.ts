import { advanceSearchQuery, pagedProductCardsSchema, suggestionListSchema, suggestionsQuery } from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Typo-tolerant product search and the search box's suggestions. */

export const searchProducts = defineEndpoint({
  operationId: 'searchProducts',
  method: 'GET',
  path: '/products/advance-search',
  access: 'public',
  tags: ['search'],
  summary:
    'Search products by name, brand, category or variant, typo-tolerant and ranked; optional sort, price range, categoryId, brandId',
  errors: [400],
  schemas: { query: advanceSearchQuery, response: pagedProductCardsSchema },
});

export const searchSuggestions = defineEndpoint({
  operationId: 'searchSuggestions',
  method: 'GET',
  path: '/products/search-suggestions',
  access: 'public',
  tags: ['search'],
  summary: 'Up to 8 suggestions (categories, brands, products) for the search box; under 2 characters → []',
  errors: [400],
  schemas: { query: suggestionsQuery, response: suggestionListSchema },
});

export const searchEndpoints = { searchProducts, searchSuggestions };
