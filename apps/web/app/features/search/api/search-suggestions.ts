import { MAX_SUGGESTIONS, MIN_SUGGESTION_QUERY } from '@shringar/contracts/catalogue-constants';
import { searchSuggestions } from '@shringar/contracts/endpoints/search';
import { callApiList } from '~/lib/call-api';
import { useLazyQuery } from '~/lib/lazy-query';

/** GET /products/search-suggestions: products, categories and brands matching the text, at most 8 shown. */
export const fetchSuggestions = async (query: string, signal?: AbortSignal) =>
  (await callApiList(searchSuggestions, { query: { query } }, { signal })).slice(0, MAX_SUGGESTIONS);

export const suggestionsOptions = (query: string) => ({
  queryKey: ['products', 'suggestions', query],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchSuggestions(query, signal),
});

/**
 * Spec 5: suggestions start at 2 characters (the caller waits 300 ms after the last key); the last list stays
 * while the next loads. The box is in every page's header: its query code loads on the first such text.
 */
export const useSuggestions = (query: string, wanted: boolean) =>
  useLazyQuery(
    { ...suggestionsOptions(query), placeholderData: (previous: unknown) => previous as never },
    wanted && query.length >= MIN_SUGGESTION_QUERY,
  );
