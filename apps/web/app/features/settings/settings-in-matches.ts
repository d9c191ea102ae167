import type { PublicSettings } from '@shringar/contracts/settings';
import { storePromises } from '@shringar/contracts/store-promises';
import { FRAME_ROUTE_ID, type FrameData } from '~/lib/frame-data';

type MatchLike = { id?: string; data?: unknown; loaderData?: unknown } | undefined;

/**
 * The settings the store frame's loader put in the first HTML, for `meta` functions (which cannot use hooks):
 * a description quotes them, never a literal. Undefined when the page was reached without them.
 */
export function settingsInMatches(matches: readonly MatchLike[]): PublicSettings | undefined {
  const frame = matches.find((match) => match?.id === FRAME_ROUTE_ID);
  const data = (frame?.loaderData ?? frame?.data) as FrameData | undefined;
  return data?.settings.data ?? undefined;
}

/** ' Free shipping above INR <the live threshold>, cash on delivery and easy returns.', or '' without settings. */
export function promisesSentence(matches: readonly MatchLike[]): string {
  const s = settingsInMatches(matches);
  return s ? ` ${storePromises(s)}.` : '';
}
