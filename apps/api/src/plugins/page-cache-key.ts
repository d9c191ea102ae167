import { MAX_QUERY_LENGTH } from '@shringar/contracts/catalogue';
import { FACET_PARAMS } from '@shringar/contracts/facet-values';
import { SHAREABLE_PAGE_QUERY_KEYS } from '@shringar/contracts/page-sharing';

const known = new Set<string>(SHAREABLE_PAGE_QUERY_KEYS);
const lists = new Set<string>(FACET_PARAMS);

/** A facet's comma-separated values as a set: each once, trimmed, sorted (a page reads them in no order). */
const listKey = (raw: string) => [...new Set(raw.split(',').map((v) => v.trim()))].filter(Boolean).sort().join(',');

/** The search text as the search reads it: spaces collapsed, trimmed, no longer than the API accepts. */
const searchKey = (q: string) => q.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);

/**
 * The address a store page is rendered and cached under: its path and the query parameters some store page
 * reads, sorted, each once (pages read the first value) and never empty; the search text as the search reads it
 * (`q` past the API's length cut, spaces collapsed), a facet's list as a sorted set (`shade=Reds,Pinks` and
 * `shade=Pinks,Reds` are one page). Every other parameter is dropped. `/category/1?v=123&sort=new` and
 * `/category/1?sort=new&x=1` are one page, so a flood of made-up query strings cannot skip the page cache.
 */
export function pageCacheKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const key of [...new Set(params.keys())].filter((k) => known.has(k)).sort()) {
    const raw = params.get(key)!;
    const value = key === 'q' ? searchKey(raw) : lists.has(key) ? listKey(raw) : raw;
    if (value !== '') kept.append(key, value);
  }
  const query = kept.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}
