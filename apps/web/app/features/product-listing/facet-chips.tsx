import { FACET_PARAMS } from '@shringar/contracts/facet-values';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { FacetChipList as ChipList } from './facet-chip-list';

const FacetChipList = lazy(() => import('./facet-chip-list').then((m) => ({ default: m.FacetChipList })));

/**
 * The chosen facets as chips. A listing or search usually opens with none chosen, so the chips' code (their labels
 * and buttons) loads only once one is: a page opened without facets does not carry it (~0.5 kB gzip). A page
 * opened with facets in its URL keeps the server's chips until the code arrives and they hydrate.
 */
export function FacetChips(props: ComponentProps<typeof ChipList>) {
  if (!FACET_PARAMS.some((group) => props.chosen[group].length > 0)) return null;
  return (
    <Suspense fallback={null}>
      <FacetChipList {...props} />
    </Suspense>
  );
}
