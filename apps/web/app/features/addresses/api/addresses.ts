import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAddresses } from '@shringar/contracts/endpoints/addresses';
import { callApi } from '~/lib/call-api';

export const addressKeys = { all: ['addresses'] as const, list: () => ['addresses', 'list'] as const };

/** GET /address: the shopper's addresses, each with isSelected. Checkout reads the same query. */
export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: addressKeys.list(),
    queryFn: ({ signal }) => callApi(listAddresses, undefined, { signal }),
    staleTime: 0,
  });

export const useAddresses = (signedIn: boolean) => useQuery({ ...addressesQueryOptions(), enabled: signedIn });
