import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isStoreClosed } from '../api-error';
import { frameDataChanged } from '../frame-data';

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // A change refused because the store just closed: the frame's settings are loaded again, so every page
    // shows the operator's message at once rather than on the next full load.
    mutationCache: new MutationCache({
      onError: (err) => {
        if (isStoreClosed(err)) {
          frameDataChanged();
          void client.invalidateQueries({ queryKey: ['settings'] });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60 * 1000,
        retry: (count, err) => !(err instanceof ApiError && err.status !== null && err.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one QueryClient, shared by every part that uses TanStack Query (account pages, the cart drawer,
 * the header's counts once signed in), so an invalidation in one reaches the others. Made on first use: store
 * pages that never need it never load it.
 */
export function browserQueryClient(): QueryClient {
  return (browserClient ??= createQueryClient());
}
