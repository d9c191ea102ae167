import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Policy } from '@shringar/contracts/catalogue';
import { apiGet, readList } from '~/lib/api-client';

/** What the footer lists: a policy's id and title. */
export type PolicyLink = Pick<Policy, 'id' | 'title'>;

/**
 * GET /policys/: the policy documents the footer lists. Only ids and titles are kept, so the documents'
 * HTML is not carried in every server-rendered page's dehydrated cache.
 */
export const fetchPolicyLinks = async (signal?: AbortSignal): Promise<PolicyLink[]> =>
  readList<Policy>(await apiGet<unknown>('/policys/', undefined, signal)).map(({ id, title }) => ({ id, title }));

export const policiesQueryOptions = () =>
  queryOptions({ queryKey: ['policies', 'links'] as const, queryFn: ({ signal }) => fetchPolicyLinks(signal) });

export const usePolicies = () => useQuery(policiesQueryOptions());
