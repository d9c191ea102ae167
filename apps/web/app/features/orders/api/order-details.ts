import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrderDetails } from '@shringar/contracts/endpoints/orders';
import { callApi } from '~/lib/call-api';
import { type Locale, useLocale } from '~/lib/i18n/i18n';
import { langQuery, orderKeys } from './order-keys';

/**
 * GET /order/details/{id}: the shopper's own order (anyone else's answers 404, shown as 'Order Not Found'), the
 * store's wording in it (charges, return rules) in the page's language.
 */
export const orderDetailsQueryOptions = (orderId: string, locale: Locale) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId, locale),
    queryFn: ({ signal }) =>
      callApi(getOrderDetails, { params: { id: orderId }, query: langQuery(locale) }, { signal }),
    staleTime: 0,
  });

export const useOrderDetails = (orderId: string) => useQuery(orderDetailsQueryOptions(orderId, useLocale()));
