import { Button } from '~/ui/button';
import { useMessages } from '~/lib/i18n/i18n';
import { footerMessages as messages } from './footer-messages';

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
  const t = useMessages(messages);
  const remaining = Math.max(0, totalItems - loadedCount);
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center">
      {hasMore && (
        <>
          {detailed && !loadingMore && (
            <>
              <p className="text-sm text-gray-600">{t.scrollForMore}</p>
              <p className="text-sm font-medium text-gray-800">{t.moreAvailable(remaining)}</p>
            </>
          )}
          {loadFailed && (
            <p role="alert" className="text-sm text-red-700">
              {t.loadMoreFailed}
            </p>
          )}
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore ? t.loading : detailed ? t.loadMoreRemaining(remaining) : t.loadMore}
          </Button>
        </>
      )}
      {totalPages > 1 && <p className="text-xs text-gray-500">{t.pageOf(loadedPages, totalPages, totalItems)}</p>}
      {!hasMore && loadedCount > 0 && <p className="text-sm font-medium text-gray-700">{t.theEnd}</p>}
    </div>
  );
}
