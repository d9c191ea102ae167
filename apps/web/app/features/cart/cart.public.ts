/** The cart feature's face: what other features and routes may use. */
export { addToCart, type AddToCartInput, useAddToCart } from './api/add-to-cart';
export { cartKeys, formatCartBadge, useCartCount, useRefreshCart } from './api/cart-count';
export { LazyCartDrawer, preloadCartDrawer } from './lazy-cart-drawer';
