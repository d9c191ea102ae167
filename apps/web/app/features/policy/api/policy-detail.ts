import { getPolicy } from '@shringar/contracts/endpoints/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/call-api';
import type { Locale } from '~/lib/i18n/i18n';

/**
 * GET /policys/{id}: one policy document (spec 7); an answer without a title is no policy. Hindi pages ask for
 * the operator's Hindi version (lang=hi; the API answers the English where none is written).
 */
export async function fetchPolicy(id: string, locale: Locale, signal?: AbortSignal) {
  const query = locale === 'hi' ? { lang: locale } : {};
  const policy = await callApi(getPolicy, { params: { id }, query }, { signal });
  return policy?.title ? policy : null;
}

export const policyDetailOptions = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: ['policies', 'detail', id, locale],
    queryFn: ({ signal }) => fetchPolicy(id, locale, signal),
    staleTime: 5 * 60 * 1000,
  });

export const usePolicyDetail = (id: string, locale: Locale) => useQuery(policyDetailOptions(id, locale));
