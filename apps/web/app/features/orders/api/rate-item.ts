import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createReview, getMyReview } from '@shringar/contracts/endpoints/reviews';
import { reviewKeys } from '~/features/reviews/reviews.public';
import { callApi } from '~/lib/call-api';
import { orderKeys } from './order-keys';

export type RateItemInput = {
  productId: number;
  variantId: number;
  orderItemId: number;
  rating: number;
  comment: string;
};

/**
 * POST /reviews/ for an item of a delivered order (posting again edits the same review; an empty comment
 * clears the words). The order, its row and the product's reviews are asked again.
 */
export function useRateItem(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, ...input }: RateItemInput) =>
      callApi(createReview, { body: { ...input, comment: comment.trim() } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.list() }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]),
  });
}

/** GET /reviews/mine: the shopper's review of this item, to edit it (asked only for an item already rated). */
export const useMyReview = (orderItemId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'my-review', orderItemId] as const,
    queryFn: ({ signal }) => callApi(getMyReview, { query: { orderItemId } }, { signal }),
    enabled,
    staleTime: 0,
  });
