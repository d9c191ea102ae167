import { advanceSearchQuery, pagedProductCardsSchema, suggestionListSchema, suggestionsQuery } from '../catalogue.ts';
import { schemaTable } from '../endpoint.ts';
import { searchEndpoints } from './search.ts';

export const searchSchemas = schemaTable(searchEndpoints, {
  searchProducts: { query: advanceSearchQuery, response: pagedProductCardsSchema },
  searchSuggestions: { query: suggestionsQuery, response: suggestionListSchema },
});
