import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@shringar/contracts/settings';
import { apiGet } from '~/lib/api-client';

/** GET /settings/: app settings plus storeProfile (company details for the footer, About and Contact). */
export const fetchSettings = (signal?: AbortSignal) => apiGet<PublicSettings>('/settings/', undefined, signal);

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'] as const,
    queryFn: ({ signal }) => fetchSettings(signal),
    staleTime: 5 * 60 * 1000,
  });

export const useSettings = () => useQuery(settingsQueryOptions());
