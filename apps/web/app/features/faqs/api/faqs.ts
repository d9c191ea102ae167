import { listFaqs } from '@shringar/contracts/endpoints/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiList } from '~/lib/call-api';

/** GET /faqs: the store's questions in display order, each with its topic. Operators edit them rarely. */
export const faqsQueryOptions = () =>
  queryOptions({
    queryKey: ['faqs', 'list'],
    queryFn: ({ signal }) => callApiList(listFaqs, {}, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export const useFaqs = () => useQuery(faqsQueryOptions());
