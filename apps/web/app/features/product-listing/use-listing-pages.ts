import { useCallback, useEffect, useRef, useState } from 'react';
import type { Loaded } from '~/lib/page-loader';
import { fetchListingPage, type ListingKind, type ListingPage, nextPageOf } from './api/listing-products';
import { facetsKey } from './listing-facets';
import type { ListingFilters } from './listing-filters';

/** What the listing shows for one set of filters: the pages loaded so far, and what is in flight. */
type PagesState = {
  key: string;
  pages: ListingPage[];
  /** The first page's failure (nothing to show but the error box). */
  error: string | null;
  /** Page 1 is being asked for (a new filter, Refresh, Try Again): the skeleton shows until it comes. */
  loadingFirst: boolean;
  loadingNext: boolean;
  nextFailed: boolean;
};

/** One set of filters, facets included: a change restarts the pages (and the infinite scroll) from page 1. */
export const filtersKey = (f: ListingFilters) =>
  JSON.stringify([f.sort, f.minPrice, f.maxPrice, f.q, facetsKey(f.facets)]);

const fromLoader = (key: string, first: Loaded<ListingPage>): PagesState => ({
  key,
  pages: first.ok ? [first.data] : [],
  error: first.ok ? null : first.message,
  loadingFirst: false,
  loadingNext: false,
  nextFailed: false,
});

const loadingFirst = (key: string): PagesState => ({
  key,
  pages: [],
  error: null,
  loadingFirst: true,
  loadingNext: false,
  nextFailed: false,
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A listing's pages without a query cache: the first page comes with the route's loader (server render and
 * navigations to another category alike); a filter the loader did not answer (the shopper sorts or types a price)
 * and Refresh ask page 1 again; 'Load More' and the infinite scroll append the next. An answer for filters the
 * shopper has since left is dropped (its request is aborted).
 */
export function useListingPages(
  kind: ListingKind,
  id: string,
  filters: ListingFilters,
  loaded: { key: string; first: Loaded<ListingPage> },
) {
  const key = filtersKey(filters);
  const [state, setState] = useState<PagesState>(() =>
    key === loaded.key ? fromLoader(key, loaded.first) : loadingFirst(key),
  );
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef({ kind, id, filters, key });
  latest.current = { kind, id, filters, key };

  const ask = useCallback((page: number) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const { kind: k, id: i, filters: f, key: askedFor } = latest.current;
    setState((s) => (page === 1 ? loadingFirst(askedFor) : { ...s, loadingNext: true, nextFailed: false }));
    fetchListingPage(k, i, f, page, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setState((s) =>
          s.key !== askedFor
            ? s
            : page === 1
              ? { ...s, pages: [answer], loadingFirst: false }
              : { ...s, pages: [...s.pages, answer], loadingNext: false },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) =>
          s.key !== askedFor
            ? s
            : page === 1
              ? { ...s, error: messageOf(error), loadingFirst: false }
              : { ...s, loadingNext: false, nextFailed: true },
        );
      },
    );
  }, []);

  // New filters: page 1 again, unless they are what the loader answered (Back to where the page started).
  useEffect(() => {
    if (key === state.key) return;
    if (key === loaded.key) {
      inFlight.current?.abort();
      setState(fromLoader(key, loaded.first));
    } else ask(1);
    // Only a change of filters starts this; the state's key is read to skip the first render.
  }, [key]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const last = state.pages.at(-1);
  const nextPage = last ? nextPageOf(last) : undefined;
  const current = state.key === key;
  return {
    pages: current ? state.pages : [],
    isPending: !current || state.loadingFirst,
    isError: current && state.error !== null,
    errorMessage: state.error ?? '',
    isFetching: !current || state.loadingFirst || state.loadingNext,
    isFetchingNextPage: current && state.loadingNext,
    isFetchNextPageError: current && state.nextFailed,
    hasNextPage: current && nextPage !== undefined,
    fetchNextPage: () => {
      if (nextPage !== undefined) ask(nextPage);
    },
    /** Refresh and Try Again: back to page 1, the shown pages replaced. */
    reload: () => ask(1),
  };
}
