import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Policy } from '@shringar/contracts/catalogue';
import { apiGet, readList } from '~/lib/api-client';

/** GET /policys/: the policy documents the footer lists. */
export const fetchPolicies = async (signal?: AbortSignal) =>
  readList<Policy>(await apiGet<unknown>('/policys/', undefined, signal));

export const policiesQueryOptions = () =>
  queryOptions({ queryKey: ['policies', 'list'] as const, queryFn: ({ signal }) => fetchPolicies(signal) });

export const usePolicies = () => useQuery(policiesQueryOptions());
