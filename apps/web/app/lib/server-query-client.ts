import { QueryClient } from '@tanstack/react-query';

/**
 * A QueryClient for one server render's prefetches. It does not retry: a failed prefetch leaves the query
 * empty and the page renders its error state (the browser then asks again), instead of holding the page back.
 */
export function createServerQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60 * 1000 } } });
}

/** The HTTP status a failed prefetch should give the page: 404 when the thing asked for does not exist. */
export function statusOfFailure(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 ? 404 : 200;
}
