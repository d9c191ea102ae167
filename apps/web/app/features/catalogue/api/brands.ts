import { listBrands } from '@shringar/contracts/endpoints/catalogue';
import { callApiList } from '~/lib/call-api';

/** Every brand, in display order: the home strip, the search filters and brand listings' names. */
export const fetchBrands = (signal?: AbortSignal) => callApiList(listBrands, {}, { signal });

export const brandsQueryOptions = () => ({
  queryKey: ['brands', 'list'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchBrands(signal),
});
