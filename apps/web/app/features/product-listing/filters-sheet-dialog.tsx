import type { FacetCounts } from '@shringar/contracts/facets';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { FacetGroups } from './facet-groups';
import { chosenCount, type FacetChoice, NO_FACETS, toggleFacet } from './listing-facets';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

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
  const t = useMessages(messages);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={label}
      placement="right"
      footer={
        <div className="flex items-center gap-3">
          <Button variant="ghost" onClick={() => onDraft(() => NO_FACETS)} disabled={chosenCount(draft) === 0}>
            {t.clearAll}
          </Button>
          <Button className="flex-1" disabled={stale || !counts} aria-busy={stale} onClick={onApply}>
            {counts && !stale ? t.showProducts(counts.total) : t.countingProducts}
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
        <p className="text-sm text-gray-600">{t.loadingFilters}</p>
      )}
    </Dialog>
  );
}
