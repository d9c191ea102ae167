import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryScope } from './query-scope';

/** A store page whose parts read through TanStack Query: the shared client, with the server's answers in it. */
export function QueryPage({ state, children }: { state?: DehydratedState | null; children: ReactNode }) {
  return (
    <QueryScope>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </QueryScope>
  );
}
