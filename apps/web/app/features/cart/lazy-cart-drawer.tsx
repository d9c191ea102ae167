import { lazy } from 'react';

/**
 * The drawer's code travels in its own chunk, fetched when the shopper points at or opens the cart, so it does
 * not weigh on every page's first load.
 */
const loadCartDrawer = () => import('./cart-drawer');

export const preloadCartDrawer = () => void loadCartDrawer();

/** The drawer brings TanStack Query with it (the cart, its line changes), in the browser's one shared client. */
export const LazyCartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.ScopedCartDrawer })));
