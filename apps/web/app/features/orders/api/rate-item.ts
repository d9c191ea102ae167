import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createReview } from '@shringar/contracts/endpoints/reviews';
import { callApi } from '~/lib/call-api';
import { orderKeys } from './order-keys';

export type RateItemInput = {
  productId: number;
  variantId: number;
  orderItemId: number;
  rating: number;
  comment: string;
};

/** POST /reviews/ for an item of a delivered order (posting again edits the same review). */
export function useRateItem(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, ...input }: RateItemInput) =>
      callApi(createReview, { body: { ...input, ...(comment.trim() ? { comment: comment.trim() } : {}) } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.list() }),
      ]),
  });
}
