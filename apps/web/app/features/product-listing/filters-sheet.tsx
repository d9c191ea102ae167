import type { FacetCounts } from '@shringar/contracts/facets';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/ui/button';
import { chosenCount, type FacetChoice } from './listing-facets';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** The sheet's dialog travels in its own chunk, fetched when a shopper first opens it (desktop never does). */
const FiltersSheetDialog = lazy(() => import('./filters-sheet-dialog'));

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
  label,
}: {
  applied: FacetChoice;
  useCounts: (facets: FacetChoice) => { counts: FacetCounts | null; stale: boolean };
  onApply: (facets: FacetChoice) => void;
  /** The button's and the sheet's name. */
  label?: string;
}) {
  const t = useMessages(messages);
  const name = label ?? t.filters;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
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
          setOpened(true);
        }}
        className="lg:hidden"
      >
        {chosen ? `${name} (${chosen})` : name}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FiltersSheetDialog
            open={open}
            label={name}
            draft={draft}
            counts={counts}
            stale={stale}
            onDraft={setDraft}
            onApply={() => {
              onApply(draft);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
