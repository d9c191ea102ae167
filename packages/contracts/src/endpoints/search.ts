import {
  advanceSearchQuery,
  pagedProductCardsSchema,
  searchFacetCountsQuery,
  suggestionListSchema,
  suggestionsQuery,
} from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';
import { facetCountsSchema } from '../facets.ts';

/** Typo-tolerant product search and the search box's suggestions. */

export const searchProducts = defineEndpoint({
  operationId: 'searchProducts',
  method: 'GET',
  path: '/products/advance-search',
  access: 'public',
  tags: ['search'],
  summary:
    'Search products by name, brand, category or variant, typo-tolerant and ranked; optional sort, price range, categoryId, brandId and the listing facets',
  errors: [400],
  schemas: { query: advanceSearchQuery, response: pagedProductCardsSchema },
});

export const getSearchFacetCounts = defineEndpoint({
  operationId: 'getSearchFacetCounts',
  method: 'GET',
  path: '/products/advance-search/facets',
  access: 'public',
  tags: ['search'],
  summary:
    "Counts of a search's facets (shade family, size, brand, price band, rating, discount, in stock) under the same filters as the search; each group's counts leave out its own choice",
  errors: [400],
  schemas: { query: searchFacetCountsQuery, response: facetCountsSchema },
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

export const searchEndpoints = { searchProducts, getSearchFacetCounts, searchSuggestions };
