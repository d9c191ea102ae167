import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOrders } from '@shringar/contracts/endpoints/orders';
import { callApi } from '~/lib/call-api';
import { orderKeys } from './order-keys';

/** GET /orders/: one row per ordered item, newest first. Never cached across visits: statuses move. */
export const ordersListQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.list(),
    queryFn: ({ signal }) => callApi(listOrders, undefined, { signal }),
    staleTime: 0,
  });

export const useOrdersList = () => useQuery(ordersListQueryOptions());
