/** The URL with some search parameters set (an empty value removes one), keeping the others. */
export function withParams(search: URLSearchParams, changes: Record<string, string | number | null>) {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes))
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  const qs = next.toString();
  return qs ? `?${qs}` : '?';
}

export type SortState = { key: string; dir: 'asc' | 'desc' };

/** `?sort=name&dir=desc`, or the default when the URL names no column of this table. */
export function sortFrom(search: URLSearchParams, keys: readonly string[], fallback: SortState): SortState {
  const key = search.get('sort');
  if (!key || !keys.includes(key)) return fallback;
  return { key, dir: search.get('dir') === 'desc' ? 'desc' : 'asc' };
}
