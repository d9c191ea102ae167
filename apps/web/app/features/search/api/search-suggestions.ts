import { MAX_SUGGESTIONS, MIN_SUGGESTION_QUERY } from '@shringar/contracts/catalogue-constants';
import { searchSuggestions } from '@shringar/contracts/endpoints/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApiList } from '~/lib/call-api';

/** GET /products/search-suggestions: products, categories and brands matching the text, at most 8 shown. */
export const fetchSuggestions = async (query: string, signal?: AbortSignal) =>
  (await callApiList(searchSuggestions, { query: { query } }, { signal })).slice(0, MAX_SUGGESTIONS);

export const suggestionsOptions = (query: string) =>
  queryOptions({
    queryKey: ['products', 'suggestions', query],
    queryFn: ({ signal }) => fetchSuggestions(query, signal),
  });

/** Spec 5: suggestions start at 2 characters (the caller waits 300 ms after the last key). */
export const useSuggestions = (query: string) =>
  useQuery({
    ...suggestionsOptions(query),
    enabled: query.length >= MIN_SUGGESTION_QUERY,
    placeholderData: keepPreviousData,
  });
