import type { FacetCounts } from '@shringar/contracts/facets';
import { useState } from 'react';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import type { ListingKind } from './api/listing-products';
import { FacetGroups } from './facet-groups';
import { chosenCount, type FacetChoice, NO_FACETS, toggleFacet } from './listing-facets';
import type { ListingFilters } from './listing-filters';
import { type KnownCounts, useFacetCounts } from './use-facet-counts';

/**
 * Small screens: a 'Filters' button opening the facets in a sheet (a modal dialog: focus stays inside, Escape
 * closes). Ticks there are a draft with its own counts; 'Show N products' applies them (N is the grid's total
 * under the draft); Escape or Close leaves the page as it was.
 */
export function FiltersSheet({
  kind,
  id,
  applied,
  known,
  onApply,
}: {
  kind: ListingKind;
  id: string;
  applied: ListingFilters;
  known: KnownCounts;
  onApply: (facets: FacetChoice) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FacetChoice>(applied.facets);
  const chosen = chosenCount(applied.facets);
  // Closed, the sheet asks for nothing: its draft is what is applied, whose counts the page already has.
  const { counts, stale } = useFacetCounts(kind, id, { ...applied, facets: open ? draft : applied.facets }, known);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setDraft(applied.facets);
          setOpen(true);
        }}
        className="lg:hidden"
      >
        {chosen ? `Filters (${chosen})` : 'Filters'}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Filters"
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
