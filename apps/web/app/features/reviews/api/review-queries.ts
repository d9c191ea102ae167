import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listReviews, markReviewHelpful } from '@shringar/contracts/endpoints/reviews';
import type { ReviewSort } from '@shringar/contracts/orders';
import { callApi } from '~/lib/call-api';

/** Reviews shown per page on the product page. */
export const REVIEWS_PAGE_SIZE = 5;

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => ['reviews', productId] as const,
  page: (productId: string, sort: ReviewSort, page: number) => ['reviews', productId, sort, page] as const,
};

/**
 * GET /reviews?productId: the summary (average, count, histogram) and a page of reviews. The product page's
 * server render prefetches the first page, so the summary is in the HTML; the browser asks again after
 * hydration (the page itself may come from the shared page cache) and for every other page or order.
 */
export const productReviewsQueryOptions = (productId: string, sort: ReviewSort = 'newest', page = 1) =>
  queryOptions({
    queryKey: reviewKeys.page(productId, sort, page),
    queryFn: ({ signal }) =>
      callApi(listReviews, { query: { productId, sort, page, itemsPerPage: REVIEWS_PAGE_SIZE } }, { signal }),
    staleTime: 0,
  });

export const useProductReviews = (productId: string, sort: ReviewSort, page: number) =>
  useQuery({ ...productReviewsQueryOptions(productId, sort, page), placeholderData: keepPreviousData });

/** POST /reviews/{id}/helpful; the product's pages are asked again so 'Most helpful' reflects the vote. */
export function useMarkHelpful(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => callApi(markReviewHelpful, { params: { id: String(reviewId) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
  });
}
