import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@shringar/contracts/catalogue';
import { apiGet, readList } from '~/lib/api-client';

export const fetchBrands = async (signal?: AbortSignal) =>
  readList<Brand>(await apiGet<unknown>('/brands', undefined, signal));

export const brandsQueryOptions = () =>
  queryOptions({ queryKey: ['brands', 'list'] as const, queryFn: ({ signal }) => fetchBrands(signal) });

export const useBrands = () => useQuery(brandsQueryOptions());
