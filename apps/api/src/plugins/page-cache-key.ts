import { SHAREABLE_PAGE_QUERY_KEYS } from '@shringar/contracts/page-sharing';

const known = new Set<string>(SHAREABLE_PAGE_QUERY_KEYS);

/**
 * The address a store page is rendered and cached under: its path and the query parameters some store page
 * reads, sorted; every other parameter is dropped. `/category/1?v=123&sort=new` and `/category/1?sort=new&x=1`
 * are one page, so a flood of made-up query strings cannot skip the page cache.
 */
export function pageCacheKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const key of [...new Set(params.keys())].filter((k) => known.has(k)).sort())
    for (const value of params.getAll(key)) kept.append(key, value);
  const query = kept.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}
