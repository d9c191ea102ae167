import { type ComponentProps, lazy, memo } from 'react';
import { Island } from '~/ui/island';
import type { ListingFooter as Footer } from './listing-footer';

/** The footer's code; a navigation to a listing asks for it beside the page's data (listing-route.ts). */
export const loadListingFooter = () => import('./listing-footer');
const ListingFooter = lazy(() => loadListingFooter().then((m) => ({ default: m.ListingFooter })));

/**
 * The load-more controls under the grid, below the first screen: their code loads, and they hydrate, when they
 * come near the viewport or on the first input (ui/island.tsx). The infinite scroll itself is the page's, so pages
 * still come as the shopper scrolls. `onLoadMore` must keep its identity (useStableCallback).
 */
export const ListingFooterIsland = memo(function ListingFooterIsland(props: ComponentProps<typeof Footer>) {
  return (
    <Island load={loadListingFooter}>
      <ListingFooter {...props} />
    </Island>
  );
});
