import { dehydrate, QueryClient, type DehydratedState, type FetchQueryOptions } from '@tanstack/react-query';

type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * For server loaders: fetch the page's queries into a fresh QueryClient. Failures do not throw (only
 * successes are dehydrated), so the page renders and shows its own error state in the browser. No retries
 * here: a failing API must not hold up the first byte.
 */
export async function prefetchInto(queries: AnyQuery[]): Promise<QueryClient> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(queries.map((q) => queryClient.prefetchQuery(q)));
  return queryClient;
}

export async function prefetchForPage(queries: AnyQuery[]): Promise<{ dehydratedState: DehydratedState }> {
  return { dehydratedState: dehydrate(await prefetchInto(queries)) };
}

/** For client loaders: client-side navigations fetch in the browser through TanStack Query. */
export const noDehydratedState = () => ({ dehydratedState: null });
