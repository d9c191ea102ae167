import { loadParts } from '~/lib/page-loader';
import { fetchSearch } from './api/advance-search';
import { fetchSearchFacetCounts, searchCountsKey } from './api/search-facet-counts';
import { searchParamsFrom } from './search-params';

/**
 * The search route's loader, on the server and on every change of q, page or filter in the browser alike: the
 * results page and the Filters panel's counts for the URL, side by side, so the first HTML already holds titles,
 * prices and counts and the page needs no query cache. A blank query asks nothing (spec 5). While the next
 * answer loads, React Router keeps the last results on screen.
 */
export async function loadSearch(url: string) {
  const params = searchParamsFrom(new URL(url).searchParams);
  const parts = params.q
    ? await loadParts({ results: () => fetchSearch(params), facets: () => fetchSearchFacetCounts(params) })
    : null;
  return {
    results: parts?.results ?? null,
    facets: parts?.facets.data ?? null,
    countsKey: searchCountsKey(params),
    firstImage: parts?.results.data?.items[0]?.productImageUrl || null,
  };
}

export type SearchLoaderData = Awaited<ReturnType<typeof loadSearch>>;
