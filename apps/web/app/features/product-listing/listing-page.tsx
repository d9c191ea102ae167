import { SearchX } from '~/ui/icons';
import { PackageSearch } from './listing-icons';
import { useRef, useState } from 'react';
import { Button } from '~/ui/button';
import { EmptyState } from '~/ui/empty-state';
import { ErrorState } from '~/ui/error-state';
import { NotFoundView } from '~/ui/not-found-view';
import { ProductGrid, ProductGridSkeleton } from '~/features/catalogue/catalogue.public';
import { ScrollToTop } from '~/ui/scroll-to-top';
import type { ListingKind } from './api/listing-products';
import type { ListingLoaderData } from './listing-route';
import { FacetChips } from './facet-chips';
import { FacetPanel } from './facet-panel';
import { FiltersSheet } from './filters-sheet';
import { type FacetChoice, NO_FACETS, toggleFacet, variantHintQuery } from './listing-facets';
import { ListingFooterIsland } from './listing-footer-island';
import { hasNarrowingFilters } from './listing-filters';
import { ListingToolbarIsland } from './listing-toolbar-island';
import { useFacetCounts } from './use-facet-counts';
import { knownCounts } from './use-known-counts';
import { useInfiniteScroll } from './use-infinite-scroll';
import { useListingFilters } from './use-listing-filters';
import { useListingPages } from './use-listing-pages';
import { useMessages } from '~/lib/i18n/i18n';
import { useStableCallback } from '~/lib/use-stable-callback';
import { messages } from './messages';

/**
 * The shared listing of spec 2's Category and Brand pages (and the Offer and Shop All pages built the same way): every
 * filter is answered by the server over the whole catalogue; pages are appended by infinite scroll or the
 * 'Load More Products' button.
 */
export function ListingPage({ kind, id, loaded }: { kind: ListingKind; id: string; loaded: ListingLoaderData }) {
  const t = useMessages(messages);
  const filters = useListingFilters();
  const subject = loaded.subject;
  const list = useListingPages(kind, id, filters.applied, loaded);
  const [known] = useState(() => knownCounts(loaded.countsKey, loaded.facets.ok ? loaded.facets.data : null));
  const facets = useFacetCounts(kind, id, filters.applied, known);
  const chosenFacets = filters.applied.facets;
  // The Filters sheet's counts for its draft, sharing what the panel knows.
  const useDraftCounts = (draft: FacetChoice) => useFacetCounts(kind, id, { ...filters.applied, facets: draft }, known);
  const toggle = useStableCallback((group: Parameters<typeof toggleFacet>[1], value: string) =>
    filters.setFacets(toggleFacet(chosenFacets, group, value)),
  );
  const sentinel = useRef<HTMLDivElement>(null);

  const pages = list.pages;
  const products = pages.flatMap((p) => p.items);
  const firstPagination = pages[0]?.pagination ?? null;
  const lastPagination = pages.at(-1)?.pagination ?? null;
  const totalItems = firstPagination?.totalItems ?? products.length;
  const totalPages = lastPagination?.totalPages ?? pages.length;
  const detailed = kind === 'category';

  const loadMore = () => {
    // Spec 4: load-more is ignored while loading or when no more pages are left.
    if (!list.hasNextPage || list.isFetching) return;
    void list.fetchNextPage();
  };
  const stableLoadMore = useStableCallback(loadMore);
  useInfiniteScroll(
    detailed ? 'near-bottom' : 'sentinel',
    sentinel,
    () => {
      if (!list.isFetchNextPageError) loadMore();
    },
    pages.length,
  );

  // Spec 4: refresh goes back to page 1 and replaces the data.
  const refresh = useStableCallback(list.reload);
  const setDraftField = useStableCallback(filters.setDraftField);
  const setSort = useStableCallback(filters.setSort);
  const clear = useStableCallback(filters.clear);

  const title = t.listingTitle(kind, subject.data?.name);

  // An id that names no category, brand or offer: a not-found view, not an error to retry (the page is a 404).
  if (kind !== 'all' && !subject.ok && (subject.status === 404 || subject.status === 400))
    return (
      <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <NotFoundView what={kind} />
      </main>
    );

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <header className="mb-4">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
        {!list.isPending && !list.isError && (
          <p className="mt-1 text-sm text-gray-600">{t.productsAvailable(totalItems)}</p>
        )}
      </header>

      <ListingToolbarIsland
        applied={filters.applied}
        draft={filters.draft}
        refreshing={list.isFetching && !list.isFetchingNextPage}
        onDraft={setDraftField}
        onSort={setSort}
        onRefresh={refresh}
        onClear={clear}
      />

      <div className="mt-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-6">
        {facets.counts && (
          <aside aria-label={t.filters} className="hidden lg:block">
            <h2 className="mb-3 text-base font-semibold text-gray-900">{t.filters}</h2>
            <FacetPanel counts={facets.counts} chosen={chosenFacets} busy={facets.stale} onToggle={toggle} />
          </aside>
        )}
        <div className="min-w-0 lg:col-start-2">
          <div className="flex flex-wrap items-center gap-2">
            <FiltersSheet applied={chosenFacets} useCounts={useDraftCounts} onApply={filters.setFacets} />
            <FacetChips
              chosen={chosenFacets}
              counts={facets.counts}
              onRemove={toggle}
              onClearAll={() => filters.setFacets(NO_FACETS)}
            />
          </div>
          <div className="mt-4" aria-live="polite" aria-busy={list.isFetching} data-testid="listing-results">
            {list.isPending ? (
              <ProductGridSkeleton count={10} />
            ) : list.isError && products.length === 0 ? (
              <ErrorState message={list.errorMessage} onRetry={list.reload} />
            ) : products.length === 0 ? (
              hasNarrowingFilters(filters.applied) ? (
                <EmptyState
                  icon={<SearchX aria-hidden="true" className="h-10 w-10" />}
                  title={t.noMatch}
                  action={<Button onClick={filters.clear}>{t.clearAllFilters}</Button>}
                />
              ) : (
                <EmptyState
                  icon={<PackageSearch aria-hidden="true" className="h-10 w-10" />}
                  title={t.noProducts}
                  message={t.emptyMessage[kind]}
                />
              )
            ) : (
              <>
                <ProductGrid products={products} eagerCount={4} linkQuery={variantHintQuery(chosenFacets)} />
                {list.isFetchingNextPage && (
                  <div className="mt-4">
                    <ProductGridSkeleton count={5} />
                  </div>
                )}
                <div ref={sentinel} aria-hidden="true" className="h-px" />
                <ListingFooterIsland
                  detailed={detailed}
                  hasMore={list.hasNextPage}
                  loadingMore={list.isFetchingNextPage}
                  loadFailed={list.isFetchNextPageError}
                  loadedCount={products.length}
                  totalItems={totalItems}
                  loadedPages={pages.length}
                  totalPages={totalPages}
                  onLoadMore={stableLoadMore}
                />
              </>
            )}
          </div>
        </div>
      </div>
      <ScrollToTop />
    </main>
  );
}
