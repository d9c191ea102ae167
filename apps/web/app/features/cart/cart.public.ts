/** The cart feature's face: what other features and routes may use. */
export { addToCart, type AddToCartInput, useAddToCart } from './api/add-to-cart';
export { cartKeys, formatCartBadge, useCartCount } from './api/cart-count';
export { useRefreshCart } from './api/refresh-cart';
export { LazyCartDrawer, preloadCartDrawer } from './lazy-cart-drawer';
