import type { Policy } from '@shringar/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';

/** GET /policys/{id}: one policy document (spec 7); the answer may be wrapped in data. */
export async function fetchPolicy(id: string, signal?: AbortSignal): Promise<Policy | null> {
  const payload = await apiGet<Policy | { data: Policy } | null>(
    `/policys/${encodeURIComponent(id)}`,
    undefined,
    signal,
  );
  if (payload && 'data' in payload) return payload.data ?? null;
  return payload && payload.title ? payload : null;
}

export const policyDetailOptions = (id: string) =>
  queryOptions({
    queryKey: ['policies', 'detail', id],
    queryFn: ({ signal }) => fetchPolicy(id, signal),
    staleTime: 5 * 60 * 1000,
  });

export const usePolicyDetail = (id: string) => useQuery(policyDetailOptions(id));
