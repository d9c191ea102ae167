import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shringar/contracts/catalogue';
import { apiGet, readList } from '~/lib/api-client';

/** GET /category/: every category (an array, or an object with a data array — spec 7). */
export const fetchCategories = async (signal?: AbortSignal) =>
  readList<Category>(await apiGet<unknown>('/category/', undefined, signal));

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories', 'list'] as const, queryFn: ({ signal }) => fetchCategories(signal) });

export const useCategories = () => useQuery(categoriesQueryOptions());
