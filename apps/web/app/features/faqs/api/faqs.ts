import { listFaqs } from '@shringar/contracts/endpoints/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiList } from '~/lib/call-api';
import { type Locale, useLocale } from '~/lib/i18n/i18n';

/**
 * GET /faqs: the store's questions in display order, each with its topic. Operators edit them rarely. Hindi
 * pages ask for the Hindi versions (lang=hi; English where the operator wrote none).
 */
export const faqsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['faqs', 'list', locale],
    queryFn: ({ signal }) => callApiList(listFaqs, { query: locale === 'hi' ? { lang: locale } : {} }, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export const useFaqs = () => useQuery(faqsQueryOptions(useLocale()));
