import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDeliveryStatus } from '@shringar/contracts/endpoints/orders';
import { callApi } from '~/lib/call-api';
import { orderKeys } from './order-keys';

/** GET /order/delivery-status/{id}: the tracking timeline. */
export const deliveryStatusQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.tracking(orderId),
    queryFn: ({ signal }) => callApi(getDeliveryStatus, { params: { id: orderId } }, { signal }),
    staleTime: 0,
  });

export const useDeliveryStatus = (orderId: string, enabled = true) =>
  useQuery({ ...deliveryStatusQueryOptions(orderId), enabled });
