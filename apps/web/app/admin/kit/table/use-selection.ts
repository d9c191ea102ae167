import { useCallback, useMemo, useState } from 'react';

/**
 * Which rows of the page are selected, by id (the orders and returns lists' bulk actions). Ids no longer on the page (a filter or page changed) drop out,
 * so the count and every bulk action only ever cover rows the operator can see.
 */
export function useSelection<K extends string | number>(pageIds: readonly K[]) {
  const [chosen, setChosen] = useState<ReadonlySet<K>>(new Set());
  const selected = useMemo(() => pageIds.filter((id) => chosen.has(id)), [pageIds, chosen]);
  const toggle = useCallback((id: K, on: boolean) => {
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setAll = useCallback((on: boolean) => setChosen(on ? new Set(pageIds) : new Set()), [pageIds]);
  return {
    selected,
    isSelected: (id: K) => chosen.has(id),
    toggle,
    setAll,
    all: pageIds.length > 0 && selected.length === pageIds.length,
    some: selected.length > 0 && selected.length < pageIds.length,
  };
}
