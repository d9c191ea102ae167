import type { AppContext } from '../../context.ts';
import { searchSynonyms } from '../../db/schema/search.ts';

/** Read on every search and suggestion: held in memory, forgotten at once when the operator changes the list. */
const CACHE_MS = 60_000;

type Synonyms = ReadonlyMap<string, readonly string[]>;

/**
 * This store's synonyms, term → the words it also finds: one value, cleared by a catalogue change that names no
 * products (a synonym's save publishes one; lib/caches.ts carries it to every process), else a minute. Stock
 * and price changes name their products and leave it alone.
 */
function synonymsCache(ctx: AppContext) {
  return ctx.caches.ensure('search-synonyms', () => {
    const held: { entry: { value: Synonyms; expiresAt: number } | null } = { entry: null };
    const lookups = ctx.caches.register({
      name: 'search-synonyms',
      bound: 'one value; 60 s',
      clearedBy: ['catalogue'],
      size: () => held.entry?.value.size ?? 0,
      forget: (change) => {
        if (!change.productIds) held.entry = null;
      },
    });
    return { held, lookups };
  });
}

/** Every synonym, term → expansions; the table is small (a few hundred rows at most), so it is read whole. */
export async function searchSynonymMap(ctx: AppContext): Promise<Synonyms> {
  const { held, lookups } = synonymsCache(ctx);
  const now = ctx.clock.now().getTime();
  const hit = held.entry;
  lookups.lookup(hit !== null && hit.expiresAt > now);
  if (hit && hit.expiresAt > now) return hit.value;
  const found = await ctx.db
    .select({ term: searchSynonyms.term, expansions: searchSynonyms.expansions })
    .from(searchSynonyms);
  const value: Synonyms = new Map(found.map((r) => [r.term, r.expansions]));
  held.entry = { value, expiresAt: now + CACHE_MS };
  return value;
}
