import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cleanPrice, filtersFromSearch, type ListingFilters, NO_FILTERS, searchFromFilters } from './listing-filters';
import { useDebouncedValue } from '~/lib/use-debounced-value';
import type { FacetChoice } from './listing-facets';

/** Typing in the search box or the price inputs settles for this long before the list is asked again. */
export const FILTER_DEBOUNCE_MS = 400;

export type FilterDraft = Pick<ListingFilters, 'q' | 'minPrice' | 'maxPrice'>;

const draftOf = (f: ListingFilters): FilterDraft => ({ q: f.q, minPrice: f.minPrice, maxPrice: f.maxPrice });

/** Both prices set and the minimum above the maximum: the server would refuse it, so it is not sent. */
export function pricesOutOfOrder(d: Pick<FilterDraft, 'minPrice' | 'maxPrice'>): boolean {
  const min = cleanPrice(d.minPrice);
  const max = cleanPrice(d.maxPrice);
  return min !== '' && max !== '' && Number(min) > Number(max);
}

/**
 * The listing's filters: `applied` is what the URL says (and what the server answers for); `draft` is what the
 * inputs show while the shopper types. Drafts reach the URL after a pause; the URL reaches the drafts when it
 * changes for another reason (Back, Clear Filters).
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const applied = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search]);
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(applied));
  const settled = useDebouncedValue(draft, FILTER_DEBOUNCE_MS);
  const lastWritten = useRef(search);
  const appliedRef = useRef(applied);
  appliedRef.current = applied;

  const write = (next: ListingFilters) => {
    const qs = searchFromFilters(next).toString();
    lastWritten.current = qs;
    setParams(new URLSearchParams(qs), { replace: true, preventScrollReset: true });
  };

  useEffect(() => {
    if (search === lastWritten.current) return;
    lastWritten.current = search;
    setDraft(draftOf(filtersFromSearch(new URLSearchParams(search))));
  }, [search]);

  useEffect(() => {
    const current = appliedRef.current;
    const prices = pricesOutOfOrder(settled)
      ? { minPrice: current.minPrice, maxPrice: current.maxPrice }
      : { minPrice: cleanPrice(settled.minPrice), maxPrice: cleanPrice(settled.maxPrice) };
    const next: ListingFilters = { ...current, q: settled.q.trim(), ...prices };
    if (next.q === current.q && next.minPrice === current.minPrice && next.maxPrice === current.maxPrice) return;
    write(next);
    // Only a settled draft writes the URL; `write` and the applied filters are read fresh through refs.
  }, [settled]);

  return {
    applied,
    draft,
    setDraftField: (field: keyof FilterDraft, value: string) => setDraft((d) => ({ ...d, [field]: value })),
    setSort: (sort: ListingFilters['sort']) => write({ ...appliedRef.current, sort }),
    setFacets: (facets: FacetChoice) => write({ ...appliedRef.current, facets }),
    clear: () => {
      setDraft(draftOf(NO_FILTERS));
      write(NO_FILTERS);
    },
  };
}
