import type { FacetCounts } from '@shringar/contracts/facets';
import { useEffect, useRef, useState } from 'react';

/**
 * Counts had this visit, by key (the loader's, then each one asked for), and the questions on their way: the
 * panel and the Filters sheet share them, so one set of filters is asked for once.
 */
export type KnownCounts = { done: Map<string, FacetCounts>; asked: Map<string, Promise<FacetCounts>> };

export const knownCounts = (key: string, loaded: FacetCounts | null): KnownCounts => ({
  done: new Map(loaded ? [[key, loaded]] : []),
  asked: new Map(),
});

/**
 * The Filters panel's counts for the filters named by `key`: known ones, else asked for with `ask` (an answer
 * for filters since left is not shown). While new counts are on their way the last ones stay shown (`stale`), so
 * the panel does not jump; a failed question keeps them too (the grid shows its own failure with Try Again).
 * Listings and search share it; neither needs a query cache for it.
 */
export function useKnownCounts(key: string, ask: () => Promise<FacetCounts>, known: KnownCounts) {
  const [shown, setShown] = useState<{ key: string; counts: FacetCounts | null }>(() => ({
    key,
    counts: known.done.get(key) ?? null,
  }));
  const latest = useRef(ask);
  latest.current = ask;

  useEffect(() => {
    const had = known.done.get(key);
    if (had) {
      setShown({ key, counts: had });
      return;
    }
    let current = true;
    let asked = known.asked.get(key);
    if (!asked) {
      asked = latest.current().then((counts) => {
        known.done.set(key, counts);
        return counts;
      });
      asked.catch(() => known.asked.delete(key));
      known.asked.set(key, asked);
    }
    asked.then(
      (counts) => {
        if (current) setShown({ key, counts });
      },
      () => {
        if (current) setShown((s) => ({ key, counts: s.counts }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, known]);

  return { counts: shown.counts, stale: shown.key !== key };
}
