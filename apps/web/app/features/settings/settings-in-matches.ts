import type { PublicSettings } from '@shringar/contracts/settings';
import { storePromises } from '@shringar/contracts/store-promises';

type MatchLike = { data?: unknown; loaderData?: unknown } | undefined;
type Dehydrated = { queries?: { queryKey: readonly unknown[]; state: { data?: unknown } }[] };

/**
 * The settings the store frame's loader put in the first HTML, for `meta` functions (which cannot use hooks):
 * a description quotes them, never a literal. Undefined when the page was reached without them.
 */
export function settingsInMatches(matches: readonly MatchLike[]): PublicSettings | undefined {
  for (const match of matches) {
    const data = (match?.loaderData ?? match?.data) as { dehydratedState?: Dehydrated | null } | undefined;
    const query = data?.dehydratedState?.queries?.find((q) => q.queryKey[0] === 'settings');
    if (query?.state.data) return query.state.data as PublicSettings;
  }
  return undefined;
}

/** ' Free shipping above INR <the live threshold>, cash on delivery and easy returns.', or '' without settings. */
export function promisesSentence(matches: readonly MatchLike[]): string {
  const s = settingsInMatches(matches);
  return s ? ` ${storePromises(s)}.` : '';
}
