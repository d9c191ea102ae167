import { Button } from '~/ui/button';

/**
 * Under the grid: the load-more controls while pages are left (the category page's wording carries counts),
 * the 'Page X of Y' line when there is more than one page, and the end message once everything is loaded.
 */
export function ListingFooter({
  detailed,
  hasMore,
  loadingMore,
  loadFailed,
  loadedCount,
  totalItems,
  loadedPages,
  totalPages,
  onLoadMore,
}: {
  /** The category page shows 'Scroll down to load more products' and the counts (spec 2). */
  detailed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadFailed: boolean;
  loadedCount: number;
  totalItems: number;
  loadedPages: number;
  totalPages: number;
  onLoadMore: () => void;
}) {
  const remaining = Math.max(0, totalItems - loadedCount);
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center">
      {hasMore && (
        <>
          {detailed && !loadingMore && (
            <>
              <p className="text-sm text-gray-600">Scroll down to load more products</p>
              <p className="text-sm font-medium text-gray-800">{`${remaining} more products available`}</p>
            </>
          )}
          {loadFailed && (
            <p role="alert" className="text-sm text-red-700">
              Could not load more products. Please try again.
            </p>
          )}
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore
              ? 'Loading...'
              : detailed
                ? `Load More Products (${remaining} remaining)`
                : 'Load More Products'}
          </Button>
        </>
      )}
      {totalPages > 1 && (
        <p className="text-xs text-gray-500">{`Page ${loadedPages} of ${totalPages} (${totalItems} total products)`}</p>
      )}
      {!hasMore && loadedCount > 0 && (
        <p className="text-sm font-medium text-gray-700">You&apos;ve reached the end! All products loaded.</p>
      )}
    </div>
  );
}
