import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestReturn } from '@shringar/contracts/endpoints/orders';
import { callApi } from '~/lib/call-api';
import { orderKeys } from './order-keys';

/** POST /return/request for one item of a delivered order; the details then say whether more can be returned. */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderItemId: number; reasonId: number; comment: string }) =>
      callApi(requestReturn, {
        body: {
          orderId,
          orderItemId: input.orderItemId,
          reasonId: input.reasonId,
          ...(input.comment.trim() ? { comment: input.comment.trim() } : {}),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}
