import type { ReviewSort } from '@shringar/contracts/orders';
import { MessageSquareText } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import { useLazyQuery } from '~/lib/lazy-query';
import type { Loaded } from '~/lib/page-loader';
import { Button } from '~/ui/button';
import { EmptyState } from '~/ui/empty-state';
import { ErrorState } from '~/ui/error-state';
import { Skeleton } from '~/ui/skeleton';
import { type ProductReviews, productReviewsQueryOptions } from './api/review-queries';
import { messages } from './messages';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';

/**
 * 'Ratings & Reviews' on the product page: the summary with its histogram, then the reviews a page at a time,
 * newest or most helpful first. Only buyers review, from a delivered order.
 */
export function ReviewsSection({ productId, first }: { productId: string; first: Loaded<ProductReviews> }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const reviews = useShownReviews(productId, first, sort, page);
  const sortId = useId();
  const data = reviews.data;
  const t = useMessages(messages);
  const f = useFormat();
  const sortLabels: Record<ReviewSort, string> = t.sortLabels;

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="flex scroll-mt-24 flex-col gap-4">
      <h2 id="reviews-title" className="text-xl font-semibold text-gray-900">
        {t.heading}
      </h2>
      {reviews.isPending ? (
        <ReviewsSkeleton />
      ) : reviews.isError && !data ? (
        <ErrorState title={t.failed} message={reviews.message} onRetry={reviews.retry} />
      ) : data!.summary.count === 0 ? (
        <EmptyState
          icon={<MessageSquareText aria-hidden="true" className="size-10" />}
          title={t.noneYet}
          message={t.noneYetMessage}
        />
      ) : (
        <>
          <RatingSummary summary={data!.summary} />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-4">
            <p className="text-sm text-gray-700">
              {t.fromVerifiedBuyers(f.number(data!.summary.count), data!.summary.count === 1)}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="text-sm font-medium text-gray-900">
                {t.sortReviews}
              </label>
              <select
                id={sortId}
                value={sort}
                onChange={(e) => {
                  setSort(e.target.value as ReviewSort);
                  setPage(1);
                }}
                className="h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900"
              >
                {(Object.keys(sortLabels) as ReviewSort[]).map((s) => (
                  <option key={s} value={s}>
                    {sortLabels[s]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <ul aria-label={t.reviews} aria-busy={reviews.isPlaceholderData} data-testid="review-list">
            {data!.items.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
          {data!.pagination.totalPages > 1 && (
            <nav aria-label={t.reviewPages} className="flex items-center justify-between gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={!data!.pagination.hasPreviousPage || reviews.isPlaceholderData}
                onClick={() => setPage(page - 1)}
              >
                {t.previous}
              </Button>
              <p className="text-sm text-gray-700" aria-live="polite">
                {t.pageOf(data!.pagination.currentPage, data!.pagination.totalPages)}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={!data!.pagination.hasNextPage || reviews.isPlaceholderData}
                onClick={() => setPage(page + 1)}
              >
                {t.next}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The page of reviews to show. The loader's newest first page is in the HTML; once the section hydrates (near the
 * viewport, ui/island.tsx) the browser asks again, as the page itself may come from the shared page cache, and
 * asks for every other page or order through the lazily loaded query client. The page shown before stays,
 * marked busy, while the next one loads.
 */
function useShownReviews(productId: string, first: Loaded<ProductReviews>, sort: ReviewSort, page: number) {
  const onLoaderPage = sort === 'newest' && page === 1;
  const [moved, setMoved] = useState(false);
  if (!onLoaderPage && !moved) setMoved(true);
  const asked = useLazyQuery(productReviewsQueryOptions(productId, sort, page), true);
  const revalidator = useRevalidator();
  const shown = useRef<ProductReviews | null>(first.data);
  if (asked.data) shown.current = asked.data;
  const waiting = !asked.data && !asked.isError;
  // Until the shopper pages or sorts, the loader's answer stands in (a failed one shows its own error).
  if (!moved && !asked.data)
    return {
      data: first.data ?? undefined,
      isPending: false,
      isError: !first.ok,
      isPlaceholderData: false,
      message: first.ok ? '' : first.message,
      retry: () => void revalidator.revalidate(),
    };
  return {
    data: asked.data ?? (waiting ? (shown.current ?? undefined) : undefined),
    isPending: waiting && !shown.current,
    isError: asked.isError,
    isPlaceholderData: asked.isPlaceholderData || (waiting && shown.current !== null),
    message: asked.error?.message ?? '',
    retry: asked.refetch,
  };
}

function ReviewsSkeleton() {
  const t = useMessages(messages);
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label={t.loading} role="group">
      <Skeleton className="h-24 w-full max-w-md" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
