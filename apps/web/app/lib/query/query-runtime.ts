/**
 * What `lib/lazy-query.ts` loads on first need: the browser's client and the observers, in a chunk of their own.
 */
export { MutationObserver, QueryObserver } from '@tanstack/react-query';
export { browserQueryClient } from './query-client';
