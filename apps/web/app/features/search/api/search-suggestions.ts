import { MAX_SUGGESTIONS, MIN_SUGGESTION_QUERY, type Suggestion } from '@shringar/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readList } from '~/lib/api-client';

/** GET /products/search-suggestions/: products, categories and brands matching the text, at most 8 shown. */
export async function fetchSuggestions(query: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const list = readList<Suggestion>(await apiGet<unknown>('/products/search-suggestions/', { query }, signal));
  return list.slice(0, MAX_SUGGESTIONS);
}

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
