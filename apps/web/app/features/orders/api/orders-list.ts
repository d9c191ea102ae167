import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOrders } from '@shringar/contracts/endpoints/orders';
import { callApi } from '~/lib/call-api';
import { orderKeys } from './order-keys';

/**
 * GET /orders/: one row per ordered item, newest first. Never cached across visits: statuses move. Asked without
 * paging parameters the API answers the spec's plain list; a page's `items` are read the same way.
 */
export const ordersListQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.list(),
    queryFn: async ({ signal }) => {
      const answer = await callApi(listOrders, undefined, { signal });
      return Array.isArray(answer) ? answer : answer.items;
    },
    staleTime: 0,
  });

export const useOrdersList = () => useQuery(ordersListQueryOptions());
