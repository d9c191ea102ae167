import type { FacetCounts } from '@shringar/contracts/facets';
import { useState } from 'react';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { FacetGroups } from './facet-groups';
import { chosenCount, type FacetChoice, NO_FACETS, toggleFacet } from './listing-facets';

/**
 * Small screens: a 'Filters' button opening the facets in a sheet (a modal dialog: focus stays inside, Escape
 * closes). Ticks there are a draft with its own counts (`useCounts`, given the draft; closed, the draft is what is
 * applied, whose counts the page already has); 'Show N products' applies them (N is the grid's total under the
 * draft); Escape or Close leaves the page as it was.
 */
export function FiltersSheet({
  applied,
  useCounts,
  onApply,
  label = 'Filters',
}: {
  applied: FacetChoice;
  useCounts: (facets: FacetChoice) => { counts: FacetCounts | null; stale: boolean };
  onApply: (facets: FacetChoice) => void;
  /** The button's and the sheet's name. */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FacetChoice>(applied);
  const chosen = chosenCount(applied);
  const { counts, stale } = useCounts(open ? draft : applied);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setDraft(applied);
          setOpen(true);
        }}
        className="lg:hidden"
      >
        {chosen ? `${label} (${chosen})` : label}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={label}
        placement="right"
        footer={
          <div className="flex items-center gap-3">
            <Button variant="ghost" onClick={() => setDraft(NO_FACETS)} disabled={chosenCount(draft) === 0}>
              Clear all
            </Button>
            <Button
              className="flex-1"
              disabled={stale || !counts}
              aria-busy={stale}
              onClick={() => {
                onApply(draft);
                setOpen(false);
              }}
            >
              {showLabel(counts, stale)}
            </Button>
          </div>
        }
      >
        {counts ? (
          <FacetGroups
            counts={counts}
            chosen={draft}
            busy={stale}
            onToggle={(group, value) => setDraft((d) => toggleFacet(d, group, value))}
          />
        ) : (
          <p className="text-sm text-gray-600">Loading filters…</p>
        )}
      </Dialog>
    </>
  );
}

const showLabel = (counts: FacetCounts | null, stale: boolean) =>
  counts && !stale ? `Show ${counts.total} ${counts.total === 1 ? 'product' : 'products'}` : 'Counting products…';
