import { type ComponentProps, lazy, memo } from 'react';
import { Island } from '~/ui/island';
import { filtersKey } from './use-listing-pages';
import type { ListingToolbar as Toolbar } from './listing-toolbar';

/** The toolbar's code; a navigation to a listing asks for it beside the page's data (listing-route.ts). */
export const loadListingToolbar = () => import('./listing-toolbar');
const ListingToolbar = lazy(() => loadListingToolbar().then((m) => ({ default: m.ListingToolbar })));

type Props = ComponentProps<typeof Toolbar>;

/**
 * The sort and filter bar. It is at the top of the page, but does nothing until the shopper types, picks or
 * presses: its code loads, and it hydrates, on the page's first input (ui/island.tsx, which hands that input to it
 * once it has hydrated), so a page opened and read costs none of it (~1 kB gzip, bench/README.md).
 * The callbacks must keep their identity while the page lives (useStableCallback): an island updated before it
 * hydrates drops its server HTML.
 */
export const ListingToolbarIsland = memo(
  function ListingToolbarIsland(props: Props) {
    return (
      <Island load={loadListingToolbar} wakeOn="input">
        <ListingToolbar {...props} />
      </Island>
    );
  },
  // The page derives the filters from the URL on every render: the same values are the same bar.
  (a, b) =>
    a.refreshing === b.refreshing &&
    a.onDraft === b.onDraft &&
    a.onSort === b.onSort &&
    a.onRefresh === b.onRefresh &&
    a.onClear === b.onClear &&
    filtersKey(a.applied) === filtersKey(b.applied) &&
    a.draft.q === b.draft.q &&
    a.draft.minPrice === b.draft.minPrice &&
    a.draft.maxPrice === b.draft.maxPrice,
);
