import { getPolicy } from '@shringar/contracts/endpoints/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/call-api';

/** GET /policys/{id}: one policy document (spec 7); an answer without a title is no policy. */
export async function fetchPolicy(id: string, signal?: AbortSignal) {
  const policy = await callApi(getPolicy, { params: { id } }, { signal });
  return policy?.title ? policy : null;
}

export const policyDetailOptions = (id: string) =>
  queryOptions({
    queryKey: ['policies', 'detail', id],
    queryFn: ({ signal }) => fetchPolicy(id, signal),
    staleTime: 5 * 60 * 1000,
  });

export const usePolicyDetail = (id: string) => useQuery(policyDetailOptions(id));
