/** The wishlist feature's face: what other features and routes may use. */
export { useToggleWishlist } from './api/toggle-wishlist';
export { useWishlistCount, wishlistKeys, wishlistQueryOptions } from './api/wishlist';
