import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCancellationReasons, listReturnReasons } from '@shringar/contracts/endpoints/content';
import { callApi } from '~/lib/call-api';
import { orderKeys } from './order-keys';

/** The store's own reasons for cancelling (GET /order/cancellation-reasons) and returning (GET /return/reasons). */
export const reasonsQueryOptions = (kind: 'cancel' | 'return') =>
  queryOptions({
    queryKey: orderKeys.reasons(kind),
    queryFn: ({ signal }) =>
      kind === 'cancel'
        ? callApi(listCancellationReasons, undefined, { signal })
        : callApi(listReturnReasons, undefined, { signal }),
    staleTime: 10 * 60 * 1000,
  });

export const useReasons = (kind: 'cancel' | 'return', enabled: boolean) =>
  useQuery({ ...reasonsQueryOptions(kind), enabled });
