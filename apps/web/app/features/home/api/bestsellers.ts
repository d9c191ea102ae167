import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryGroup } from '@shringar/contracts/catalogue';
import { apiGet, readList } from '~/lib/api-client';

/** Spec 9: ten products per category for the Bestsellers strip. */
export const BESTSELLERS_PER_CATEGORY = 10;

export const fetchBestsellers = async (signal?: AbortSignal) =>
  readList<CategoryGroup>(
    await apiGet<unknown>('/products/random-from-categories', { limit: BESTSELLERS_PER_CATEGORY }, signal),
  );

export const bestsellersQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'random-from-categories', { limit: BESTSELLERS_PER_CATEGORY }] as const,
    queryFn: ({ signal }) => fetchBestsellers(signal),
  });

export const useBestsellers = () => useQuery(bestsellersQueryOptions());
