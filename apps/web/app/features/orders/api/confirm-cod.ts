import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmCodOrder } from '@shringar/contracts/endpoints/cod-confirmation';
import { callApi } from '~/lib/call-api';
import { orderKeys } from './order-keys';

/** POST /order/confirm-cod/{id}: the shopper confirms their COD order; the details and timeline are refetched. */
export function useConfirmCod(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(confirmCodOrder, { params: { id: orderId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
