import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Spec 9: product detail is cached 5 minutes; other catalogue answers a minute. */
export const PRODUCT_DETAIL_STALE_MS = 5 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60 * 1000,
        retry: (count, err) => !(err instanceof ApiError && err.status !== null && err.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
