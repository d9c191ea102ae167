import type { Policy } from '@shringar/contracts/catalogue';
import { listPolicies } from '@shringar/contracts/endpoints/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiList } from '~/lib/call-api';

/** What the footer lists: a policy's id and title. */
export type PolicyLink = Pick<Policy, 'id' | 'title'>;

/**
 * GET /policys: the policy documents the footer lists. Only ids and titles are kept, so the documents' HTML is
 * not carried in every server-rendered page's dehydrated cache.
 */
export const fetchPolicyLinks = async (signal?: AbortSignal): Promise<PolicyLink[]> =>
  (await callApiList(listPolicies, {}, { signal })).map(({ id, title }) => ({ id, title }));

export const policiesQueryOptions = () =>
  queryOptions({ queryKey: ['policies', 'links'] as const, queryFn: ({ signal }) => fetchPolicyLinks(signal) });

export const usePolicies = () => useQuery(policiesQueryOptions());
