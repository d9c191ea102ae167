import { getSettings } from '@shringar/contracts/endpoints/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/call-api';

/** GET /settings: app settings plus storeProfile (company details for the footer, About and Contact). */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'] as const,
    queryFn: ({ signal }) => callApi(getSettings, {}, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export const useSettings = () => useQuery(settingsQueryOptions());
