import { listReviews, markReviewHelpful } from '@shringar/contracts/endpoints/reviews';
import type { ReviewSort } from '@shringar/contracts/orders';
import { callApi } from '~/lib/call-api';
import { loadQueryRuntime, useLazyMutation } from '~/lib/lazy-query';

/** Reviews shown per page on the product page. */
export const REVIEWS_PAGE_SIZE = 5;

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => ['reviews', productId] as const,
  page: (productId: string, sort: ReviewSort, page: number) => ['reviews', productId, sort, page] as const,
};

/** GET /reviews?productId: the summary (average, count, histogram) and a page of reviews. */
export const fetchProductReviews = (productId: string, sort: ReviewSort = 'newest', page = 1, signal?: AbortSignal) =>
  callApi(listReviews, { query: { productId, sort, page, itemsPerPage: REVIEWS_PAGE_SIZE } }, { signal });

export type ProductReviews = Awaited<ReturnType<typeof fetchProductReviews>>;

/**
 * Any page or order after the first: the product route's loader gives the newest first page (so the summary is
 * in the HTML); the others are asked for through the lazily loaded query client.
 */
export const productReviewsQueryOptions = (productId: string, sort: ReviewSort, page: number) => ({
  queryKey: reviewKeys.page(productId, sort, page),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchProductReviews(productId, sort, page, signal),
  staleTime: 0,
});

/** POST /reviews/{id}/helpful; the product's pages are asked again so 'Most helpful' reflects the vote. */
export function useMarkHelpful(productId: string) {
  const mutation = useLazyMutation((reviewId: number) =>
    callApi(markReviewHelpful, { params: { id: String(reviewId) } }),
  );
  const mutate = (reviewId: number, handlers: { onSuccess?: () => void; onError?: (error: unknown) => void }) =>
    mutation.mutate(reviewId, {
      onSuccess: () => {
        void loadQueryRuntime().then((r) =>
          r.browserQueryClient().invalidateQueries({ queryKey: reviewKeys.product(productId) }),
        );
        handlers.onSuccess?.();
      },
      onError: handlers.onError,
    });
  return { mutate, isPending: mutation.isPending };
}
