import type { QueryKey, QueryObserverOptions, QueryObserverResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getAuthToken } from './auth-token';

type Runtime = typeof import('./query/query-runtime');

let loaded: Runtime | undefined;

/**
 * TanStack Query for the store's pages, loaded on first need (a signed-in shopper's counts, a click on a card's
 * button) instead of with every page: a page on loader data whose visitor does nothing costs none of it.
 */
export async function loadQueryRuntime(): Promise<Runtime> {
  return (loaded ??= await import('./query/query-runtime'));
}

// A signed-in shopper's header asks for counts as soon as the page hydrates: fetch the runtime beside the page's
// own modules rather than after them. A visitor who is not signed in loads none of it.
if (typeof window !== 'undefined' && getAuthToken() !== null) void loadQueryRuntime();

/** The runtime if something already loaded it (nothing to clear otherwise). */
export const loadedQueryRuntime = (): Runtime | undefined => loaded;

export type LazyQueryResult<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  /** The data shown is an earlier key's, kept while this one loads (`placeholderData`). */
  isPlaceholderData: boolean;
};

type Options<T> = QueryObserverOptions<T, Error, T, any, QueryKey>;

const PENDING = { data: undefined, isPending: true, isError: false, error: null, isPlaceholderData: false } as const;
const view = <T>(r: QueryObserverResult<T, Error>): LazyQueryResult<T> => ({
  data: r.data,
  isPending: r.isPending,
  isError: r.isError,
  error: r.error,
  isPlaceholderData: r.isPlaceholderData,
});

/**
 * One query observer, made once `enabled` is first true (its code loads then), on the shared browser client:
 * answers are cached, refetched and invalidated as they are for the pages that use TanStack Query themselves.
 * The options are taken again when their key changes.
 */
export function useLazyQuery<T>(options: Options<T>, enabled: boolean): LazyQueryResult<T> & { refetch: () => void } {
  const [result, setResult] = useState<LazyQueryResult<T>>(PENDING);
  const latest = useRef(options);
  latest.current = options;
  const observer = useRef<InstanceType<Runtime['QueryObserver']> | null>(null);
  const key = JSON.stringify(options.queryKey);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let unsubscribe = () => {};
    void loadQueryRuntime().then(({ QueryObserver, browserQueryClient }) => {
      if (stopped) return;
      const made = new QueryObserver<T, Error, T, T, QueryKey>(browserQueryClient(), latest.current);
      observer.current = made as never;
      setResult(view(made.getCurrentResult()));
      unsubscribe = made.subscribe((r) => setResult(view(r)));
    });
    return () => {
      stopped = true;
      unsubscribe();
      observer.current = null;
    };
  }, [enabled]);

  useEffect(() => {
    observer.current?.setOptions(latest.current as never);
  }, [key]);

  const refetch = useCallback(() => void observer.current?.refetch(), []);
  return { ...(enabled ? result : PENDING), refetch };
}

type MutateHandlers<R> = { onSuccess?: (answer: R) => void; onError?: (error: unknown) => void };

/**
 * A change (add to cart, a wishlist toggle) run through TanStack Query's mutation machinery, loaded on the first
 * call: the client's mutation cache sees it (a store that just closed reloads the frame's settings).
 */
export function useLazyMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const fn = useRef(mutationFn);
  fn.current = mutationFn;
  const mutate = useCallback(async (variables: V, handlers: MutateHandlers<R> = {}) => {
    setPending(true);
    try {
      const { MutationObserver, browserQueryClient } = await loadQueryRuntime();
      const observer = new MutationObserver<R, unknown, V>(browserQueryClient(), {
        mutationFn: (v: V) => fn.current(v),
      });
      let answer: R;
      try {
        answer = await observer.mutate(variables);
      } catch (error) {
        handlers.onError?.(error);
        return;
      }
      handlers.onSuccess?.(answer);
    } finally {
      setPending(false);
    }
  }, []);
  return { mutate, isPending };
}
