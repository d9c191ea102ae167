import { getSettings } from '@shringar/contracts/endpoints/content';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '~/lib/call-api';
import { useFrameData } from '~/lib/frame-data';

/**
 * GET /settings fetched afresh, for the account pages' actions that must act on the live values (a payment, a
 * wallet top-up) through their query cache.
 */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'] as const,
    queryFn: ({ signal }) => callApi(getSettings, {}, { signal }),
    staleTime: 5 * 60 * 1000,
  });

/** App settings plus storeProfile (company details for the footer, About and Contact), from the frame's loader. */
export const useSettings = () => useFrameData().settings;
