import { listOffers } from '@shringar/contracts/endpoints/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiList } from '~/lib/call-api';

/** The active special offers: the home strip and offer listings' names. */
export const offersQueryOptions = () =>
  queryOptions({
    queryKey: ['offers', 'list'] as const,
    queryFn: ({ signal }) => callApiList(listOffers, {}, { signal }),
  });

export const useOffers = () => useQuery(offersQueryOptions());
