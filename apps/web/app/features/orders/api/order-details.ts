import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrderDetails } from '@shringar/contracts/endpoints/orders';
import { callApi } from '~/lib/call-api';
import { orderKeys } from './order-keys';

/** GET /order/details/{id}: the shopper's own order (anyone else's answers 404, shown as 'Order Not Found'). */
export const orderDetailsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => callApi(getOrderDetails, { params: { id: orderId } }, { signal }),
    staleTime: 0,
  });

export const useOrderDetails = (orderId: string) => useQuery(orderDetailsQueryOptions(orderId));
