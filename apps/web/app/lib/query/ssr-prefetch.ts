import {
  dehydrate,
  QueryClient,
  type DehydratedState,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
} from '@tanstack/react-query';

type OneQuery = FetchQueryOptions<any, any, any, any>;
type InfiniteQuery = FetchInfiniteQueryOptions<any, any, any, any, any>;
type AnyQuery = OneQuery | InfiniteQuery;
const isInfinite = (q: AnyQuery): q is InfiniteQuery => 'initialPageParam' in q;

/**
 * The loader helper of the pages whose parts still read through TanStack Query (the others use `loadParts`,
 * lib/page-loader.ts): one QueryClient per loader call, the page's queries fetched into it side by side.
 * Failures do not throw (only successes are dehydrated), so the page renders and shows its own error state in
 * the browser. No retries here: a failing API must not hold up the first byte.
 */
export async function prefetchInto(queries: AnyQuery[]): Promise<QueryClient> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(
    queries.map((q) => (isInfinite(q) ? queryClient.prefetchInfiniteQuery(q) : queryClient.prefetchQuery(q))),
  );
  return queryClient;
}

export async function prefetchForPage(queries: AnyQuery[]): Promise<{ dehydratedState: DehydratedState }> {
  return { dehydratedState: dehydrate(await prefetchInto(queries)) };
}

/** For client loaders: client-side navigations fetch in the browser through TanStack Query. */
export const noDehydratedState = () => ({ dehydratedState: null });

/** The HTTP status a failed prefetch should give the page: 404 when the thing asked for does not exist. */
export function statusOfFailure(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 ? 404 : 200;
}
