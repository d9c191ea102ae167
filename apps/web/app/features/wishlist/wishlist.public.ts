/** The wishlist feature's face: what other features and routes may use. */
export { useToggleWishlist } from './api/toggle-wishlist';
export { useWishlistCount, wishlistKeys, wishlistQueryOptions } from './api/wishlist';
export { useWishlistHeart } from './use-wishlist-heart';
export { WishlistHeartButton } from './wishlist-heart-button';
export { messages as wishlistMessages } from './messages';
export { WishlistPage } from './wishlist-page';
export { WishlistScope } from './wishlist-scope';
