import type { FacetCounts } from '@shringar/contracts/facets';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { FacetGroups } from './facet-groups';
import { chosenCount, type FacetChoice, NO_FACETS, toggleFacet } from './listing-facets';

const showLabel = (counts: FacetCounts | null, stale: boolean) =>
  counts && !stale ? `Show ${counts.total} ${counts.total === 1 ? 'product' : 'products'}` : 'Counting products…';

/** The Filters sheet itself: the draft's facets with its counts, 'Clear all' and 'Show N products'. */
export default function FiltersSheetDialog({
  open,
  label,
  draft,
  counts,
  stale,
  onDraft,
  onApply,
  onClose,
}: {
  open: boolean;
  label: string;
  draft: FacetChoice;
  counts: FacetCounts | null;
  stale: boolean;
  onDraft: (update: (d: FacetChoice) => FacetChoice) => void;
  onApply: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={label}
      placement="right"
      footer={
        <div className="flex items-center gap-3">
          <Button variant="ghost" onClick={() => onDraft(() => NO_FACETS)} disabled={chosenCount(draft) === 0}>
            Clear all
          </Button>
          <Button className="flex-1" disabled={stale || !counts} aria-busy={stale} onClick={onApply}>
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
          onToggle={(group, value) => onDraft((d) => toggleFacet(d, group, value))}
        />
      ) : (
        <p className="text-sm text-gray-600">Loading filters…</p>
      )}
    </Dialog>
  );
}
