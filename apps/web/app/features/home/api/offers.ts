import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '@shringar/contracts/catalogue';
import { apiGet, readList } from '~/lib/api-client';

export const fetchOffers = async (signal?: AbortSignal) =>
  readList<Offer>(await apiGet<unknown>('/offers/', undefined, signal));

export const offersQueryOptions = () =>
  queryOptions({ queryKey: ['offers', 'list'] as const, queryFn: ({ signal }) => fetchOffers(signal) });

export const useOffers = () => useQuery(offersQueryOptions());
