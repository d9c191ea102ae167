import { listBrands } from '@shringar/contracts/endpoints/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiList } from '~/lib/call-api';

/** Every brand, in display order: the home strip, the search filters and brand listings' names. */
export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: ['brands', 'list'] as const,
    queryFn: ({ signal }) => callApiList(listBrands, {}, { signal }),
  });

export const useBrands = () => useQuery(brandsQueryOptions());
