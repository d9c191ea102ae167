import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { browserQueryClient, createQueryClient } from './query-client';

/**
 * Gives TanStack Query to the parts that use it (account pages, the cart drawer, store pages not yet on loader
 * data). Not in the root: a store page on loader data then loads none of it. In the browser every scope shares
 * the one client; each server render has its own, never shared between shoppers.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof document === 'undefined' ? createQueryClient() : browserQueryClient()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
