import { useQueryClient } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { SearchX } from '~/ui/icons';
import { useRef } from 'react';
import { Button } from '~/ui/button';
import { EmptyState } from '~/ui/empty-state';
import { ErrorState } from '~/ui/error-state';
import { isMissing, NotFoundView } from '~/ui/not-found-view';
import { ProductGrid, ProductGridSkeleton } from '~/features/catalogue/catalogue.public';
import { FacetPanel, productLinkQuery } from '~/features/facets/facets.public';
import { ScrollToTop } from '~/ui/scroll-to-top';
import { type ListingKind, listingProductsOptions, useListingProducts } from './api/listing-products';
import { useListingSubject } from './api/listing-subject';
import { ListingFooter } from './listing-footer';
import { hasNarrowingFilters } from './listing-filters';
import { ListingToolbar } from './listing-toolbar';
import { useInfiniteScroll } from './use-infinite-scroll';
import { useListingFilters } from './use-listing-filters';

const FALLBACK_TITLE: Record<ListingKind, string> = {
  category: 'Category Products',
  brand: 'Brand Products',
  offer: 'Offer Products',
  all: 'All Products',
};

const EMPTY_MESSAGE: Record<ListingKind, string> = {
  category: "This category doesn't have any products yet.",
  brand: "This brand doesn't have any products yet.",
  offer: "This offer doesn't have any products yet.",
  all: "The store doesn't have any products yet.",
};

/**
 * The shared listing of spec 2's Category and Brand pages (and the Offer and Shop All pages built the same way): every
 * filter is answered by the server over the whole catalogue; pages are appended by infinite scroll or the
 * 'Load More Products' button.
 */
export function ListingPage({ kind, id }: { kind: ListingKind; id: string }) {
  const queryClient = useQueryClient();
  const filters = useListingFilters();
  const subject = useListingSubject(kind, id);
  const list = useListingProducts(kind, id, filters.applied);
  const sentinel = useRef<HTMLDivElement>(null);

  const pages = list.data?.pages ?? [];
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
  useInfiniteScroll(
    detailed ? 'near-bottom' : 'sentinel',
    sentinel,
    () => {
      if (!list.isFetchNextPageError) loadMore();
    },
    pages.length,
  );

  // Spec 4: refresh goes back to page 1 and replaces the data.
  const refresh = () =>
    queryClient.resetQueries({ queryKey: listingProductsOptions(kind, id, filters.applied).queryKey, exact: true });

  const name = subject.data?.name;
  const title = name ? `${name} Products` : FALLBACK_TITLE[kind];

  // An id that names no category, brand or offer: a not-found view, not an error to retry (the page is a 404).
  if (kind !== 'all' && subject.isError && isMissing(subject.error))
    return (
      <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <NotFoundView what={kind} />
      </main>
    );

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <header className="mb-4">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
        {list.isSuccess && <p className="mt-1 text-sm text-gray-600">{`${totalItems} products available`}</p>}
      </header>

      <ListingToolbar
        applied={filters.applied}
        draft={filters.draft}
        refreshing={list.isFetching && !list.isFetchingNextPage}
        onDraft={filters.setDraftField}
        onSort={filters.setSort}
        onRefresh={refresh}
        onClear={filters.clear}
      />

      <div className="mt-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <FacetPanel
          where={kind === 'all' ? { scope: 'all' } : { scope: kind, scopeId: id }}
          listing={filters.applied}
          facets={filters.applied.facets}
          onChange={filters.setFacets}
        />
        <div aria-live="polite" aria-busy={list.isFetching}>
          {list.isPending ? (
            <ProductGridSkeleton count={10} />
          ) : list.isError && products.length === 0 ? (
            <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
          ) : products.length === 0 ? (
            hasNarrowingFilters(filters.applied) ? (
              <EmptyState
                icon={<SearchX aria-hidden="true" className="h-10 w-10" />}
                title="No products match your filters"
                action={<Button onClick={filters.clear}>Clear All Filters</Button>}
              />
            ) : (
              <EmptyState
                icon={<PackageSearch aria-hidden="true" className="h-10 w-10" />}
                title="No products found"
                message={EMPTY_MESSAGE[kind]}
              />
            )
          ) : (
            <>
              <ProductGrid products={products} eagerCount={4} linkQuery={productLinkQuery(filters.applied.facets)} />
              {list.isFetchingNextPage && (
                <div className="mt-4">
                  <ProductGridSkeleton count={5} />
                </div>
              )}
              <div ref={sentinel} aria-hidden="true" className="h-px" />
              <ListingFooter
                detailed={detailed}
                hasMore={list.hasNextPage}
                loadingMore={list.isFetchingNextPage}
                loadFailed={list.isFetchNextPageError}
                loadedCount={products.length}
                totalItems={totalItems}
                loadedPages={pages.length}
                totalPages={totalPages}
                onLoadMore={loadMore}
              />
            </>
          )}
        </div>
      </div>
      <ScrollToTop />
    </main>
  );
}
