import { listCategories } from '@shringar/contracts/endpoints/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiList } from '~/lib/call-api';

/** Every category, in display order: the header menu, the home strip and the search filters. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'list'] as const,
    queryFn: ({ signal }) => callApiList(listCategories, {}, { signal }),
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
