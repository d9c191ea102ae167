import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@shringar/contracts/endpoints/orders';
import { callApi } from '~/lib/call-api';
import { useLocale } from '~/lib/i18n/i18n';
import { langQuery, orderKeys } from './order-keys';

/**
 * POST /order/cancel-request/{id}: answers the order as it now is (CANCELLED_BY_USER), in the page's language,
 * which replaces the cached details at once; the list and the timeline are refetched.
 */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: { reasonId: number; comment: string }) =>
      callApi(cancelOrder, {
        params: { id: orderId },
        query: langQuery(locale),
        body: { reasonId: input.reasonId, ...(input.comment.trim() ? { comment: input.comment.trim() } : {}) },
      }),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.detail(orderId, locale), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.list() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.tracking(orderId) }),
      ]);
    },
  });
}
