import type { FacetCounts } from '@shringar/contracts/facets';
import { lazy, memo } from 'react';
import { Island } from '~/ui/island';
import { type FacetChoice, type FacetGroupName, facetsKey } from './listing-facets';

const loadGroups = () => import('./facet-groups');
const FacetGroups = lazy(() => loadGroups().then((m) => ({ default: m.FacetGroups })));

type Props = {
  counts: FacetCounts;
  chosen: FacetChoice;
  busy: boolean;
  /** Must keep its identity while the page lives (useStableCallback): an island updated before it hydrates drops its HTML. */
  onToggle: (group: FacetGroupName, value: string) => void;
};

/**
 * The facet groups beside the results on wide screens. A phone hides them (it has the Filters sheet), so their code
 * loads, and they hydrate, when they come into view or on the first input (ui/island.tsx): a phone does not fetch
 * them with the page.
 */
export const FacetPanel = memo(
  function FacetPanel({ counts, chosen, busy, onToggle }: Props) {
    return (
      <Island load={loadGroups}>
        <FacetGroups counts={counts} chosen={chosen} busy={busy} onToggle={onToggle} />
      </Island>
    );
  },
  // The pages derive the choice from the URL on every render: the same ticks are the same choice.
  (a, b) =>
    a.counts === b.counts &&
    a.busy === b.busy &&
    a.onToggle === b.onToggle &&
    facetsKey(a.chosen) === facetsKey(b.chosen),
);
