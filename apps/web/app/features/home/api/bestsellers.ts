import { listRandomFromCategories } from '@shringar/contracts/endpoints/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiList } from '~/lib/call-api';

/** Spec 9: ten products per category for the Bestsellers strip. */
export const BESTSELLERS_PER_CATEGORY = 10;

export const bestsellersQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'random-from-categories', { limit: BESTSELLERS_PER_CATEGORY }] as const,
    queryFn: ({ signal }) =>
      callApiList(listRandomFromCategories, { query: { limit: BESTSELLERS_PER_CATEGORY } }, { signal }),
  });

export const useBestsellers = () => useQuery(bestsellersQueryOptions());
