import { SearchX } from '~/ui/icons';
import { SlidersHorizontal } from './search-icons';
import { lazy, memo, Suspense, useEffect, useId, useState } from 'react';
import { useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { toast } from '~/ui/toast';
import { Button } from '~/ui/button';
import { EmptyState } from '~/ui/empty-state';
import { ErrorState } from '~/ui/error-state';
import { Island } from '~/ui/island';
import { ProductGrid } from '~/features/catalogue/catalogue.public';
import {
  chosenCount,
  FacetChips,
  type FacetChoice,
  FacetPanel,
  FiltersSheet,
  knownCounts,
  NO_FACETS,
  toggleFacet,
  useKnownCounts,
  variantHintQuery,
} from '~/features/product-listing/product-listing.public';
import { fetchSearchFacetCounts, searchCountsKey } from './api/search-facet-counts';
import type { SearchLoaderData } from './search-data';
import { SearchBox } from './search-box';
import { activeFilterCount, type SearchFilters, searchParamsFrom, urlSearchOf } from './search-params';
import { useMessages } from '~/lib/i18n/i18n';
import { useStableCallback } from '~/lib/use-stable-callback';
import { messages } from './messages';

// The Filters panel opens on a press: its code travels in its own chunk, fetched then.
const SearchFiltersPanel = lazy(() =>
  import('./search-filters-panel').then((m) => ({ default: m.SearchFiltersPanel })),
);

// The page buttons sit below the results: their code loads, and they hydrate, when they come near the viewport or
// on the first input (ui/island.tsx), not with the page; their server HTML stands meanwhile.
const loadPagination = () => import('./search-pagination');
const SearchPagination = lazy(() => loadPagination().then((m) => ({ default: m.SearchPagination })));

/** A memo of numbers and a stable callback: an island updated before it has hydrated would drop its HTML. */
const PaginationIsland = memo(function PaginationIsland(props: Parameters<typeof SearchPagination>[0]) {
  return (
    <Island load={loadPagination}>
      <SearchPagination {...props} />
    </Island>
  );
});

/**
 * Spec 2 'Search': q and page in the URL, suggestions, a results grid, pagination and a working Filters panel;
 * beside the results the listing facets with their counts (a sheet on small screens), in the URL too.
 */
export function SearchPage({ loaded }: { loaded: SearchLoaderData }) {
  const t = useMessages(messages);
  const [urlParams, setUrlParams] = useSearchParams();
  const params = searchParamsFrom(urlParams);
  const results = loaded.results;
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(params);
  // The next q, page or filter is on its way (the route's loader): the last results stay, dimmed.
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetching =
    revalidator.state === 'loading' || (navigation.state === 'loading' && navigation.location.pathname === '/search');
  // Counts had this visit: each loader's, and the Filters sheet's drafts, asked once each.
  const [known] = useState(() => knownCounts(loaded.countsKey, loaded.facets));
  if (loaded.facets) known.done.set(loaded.countsKey, loaded.facets);
  const facets = { counts: loaded.facets, stale: fetching };
  // The facet sheet's counts for its draft.
  const useDraftCounts = (draft: FacetChoice) => {
    const drafted = { ...params, facets: draft };
    return useKnownCounts(searchCountsKey(drafted), () => fetchSearchFacetCounts(drafted), known);
  };

  useEffect(() => {
    if (results && !results.ok) toast.error(t.searchFailed, { toastId: 'search-failed' });
  }, [results, t.searchFailed]);

  const go = (next: Partial<typeof params>, scroll = false) => {
    setUrlParams(new URLSearchParams(urlSearchOf({ ...params, ...next })), { preventScrollReset: !scroll });
    if (scroll) window.scrollTo({ top: 0 });
  };
  const setFacets = (f: FacetChoice) => go({ facets: f, page: 1 });
  const toPage = useStableCallback((page: number) => go({ page }, true));
  const toggle = useStableCallback((group: Parameters<typeof toggleFacet>[1], value: string) =>
    setFacets(toggleFacet(params.facets, group, value)),
  );

  const items = results?.data?.items ?? [];
  const pagination = results?.data?.pagination ?? null;
  const total = pagination?.totalItems ?? items.length;
  const totalPages = pagination?.totalPages ?? 1;

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {params.q ? t.resultsFor(params.q) : t.search}
      </h1>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <SearchBox key={params.q} initialQuery={params.q} className="flex-1" onSearch={(q) => go({ q, page: 1 })} />
        <Button
          variant="secondary"
          size="lg"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((o) => !o)}
        >
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
          {t.filters}
          {filterCount > 0 && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
              {filterCount}
            </span>
          )}
        </Button>
      </div>
      {filtersOpen && (
        <Suspense fallback={null}>
          <SearchFiltersPanel
            id={panelId}
            initial={params}
            onApply={(f: SearchFilters) => {
              go({ ...f, page: 1 });
              setFiltersOpen(false);
            }}
          />
        </Suspense>
      )}

      <div className="mt-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-6">
        {params.q && facets.counts && (
          <aside aria-label={t.narrow} className="hidden lg:block">
            <h2 className="mb-3 text-base font-semibold text-gray-900">{t.narrow}</h2>
            <FacetPanel counts={facets.counts} chosen={params.facets} busy={facets.stale} onToggle={toggle} />
          </aside>
        )}
        <div className="min-w-0 lg:col-start-2">
          {params.q && (
            <div className="flex flex-wrap items-center gap-2">
              <FiltersSheet applied={params.facets} useCounts={useDraftCounts} onApply={setFacets} label={t.narrow} />
              <FacetChips
                chosen={params.facets}
                counts={facets.counts}
                onRemove={toggle}
                onClearAll={() => setFacets(NO_FACETS)}
              />
            </div>
          )}
          <div className="mt-4" aria-live="polite" aria-busy={fetching} data-testid="search-results">
            {!params.q ? (
              <EmptyState title={t.searchTheStore} message={t.searchHint} />
            ) : results && !results.ok ? (
              <ErrorState message={results.message} onRetry={() => void revalidator.revalidate()} />
            ) : items.length === 0 ? (
              <EmptyState
                icon={<SearchX aria-hidden="true" className="h-10 w-10" />}
                title={t.noProducts}
                message={filterCount > 0 || chosenCount(params.facets) > 0 ? t.noMatchFiltered : t.noMatch}
              />
            ) : (
              <>
                <p className="mb-4 text-sm text-gray-600">
                  {t.found(total)}
                  {totalPages > 1 && t.pageOfTotal(params.page, totalPages)}
                </p>
                <div className={fetching ? 'opacity-60 transition-opacity' : ''}>
                  <ProductGrid products={items} eagerCount={4} linkQuery={variantHintQuery(params.facets)} />
                </div>
                {/* No island (and no code) when the results fit one page. */}
                {totalPages > 1 && <PaginationIsland current={params.page} total={totalPages} onPage={toPage} />}
              </>
            )}
          </div>
        </div>
      </div>
    </main>
  );
}
