import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDeliveryStatus } from '@shringar/contracts/endpoints/orders';
import { callApi } from '~/lib/call-api';
import { type Locale, useLocale } from '~/lib/i18n/i18n';
import { langQuery, orderKeys } from './order-keys';

/** GET /order/delivery-status/{id}: the tracking timeline, the store's descriptions in the page's language. */
export const deliveryStatusQueryOptions = (orderId: string, locale: Locale) =>
  queryOptions({
    queryKey: orderKeys.tracking(orderId, locale),
    queryFn: ({ signal }) =>
      callApi(getDeliveryStatus, { params: { id: orderId }, query: langQuery(locale) }, { signal }),
    staleTime: 0,
  });

export const useDeliveryStatus = (orderId: string, enabled = true) =>
  useQuery({ ...deliveryStatusQueryOptions(orderId, useLocale()), enabled });
