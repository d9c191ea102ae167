import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOrders } from '@shringar/contracts/endpoints/orders';
import { callApi } from '~/lib/call-api';
import { type Locale, useLocale } from '~/lib/i18n/i18n';
import { langQuery, orderKeys } from './order-keys';

/**
 * GET /orders/: one row per ordered item, newest first, its date line in the page's language. Never cached across
 * visits: statuses move. Asked without paging parameters the API answers the spec's plain list; a page's `items`
 * are read the same way.
 */
export const ordersListQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: orderKeys.list(locale),
    queryFn: async ({ signal }) => {
      const answer = await callApi(listOrders, { query: langQuery(locale) }, { signal });
      return Array.isArray(answer) ? answer : answer.items;
    },
    staleTime: 0,
  });

export const useOrdersList = () => useQuery(ordersListQueryOptions(useLocale()));
