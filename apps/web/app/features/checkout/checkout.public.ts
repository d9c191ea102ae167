/** The checkout feature's face: the page and the Buy Now link the product page uses. */
export { CheckoutPage } from './checkout-page';
export { buyNowPath } from './checkout-paths';
/** The Buy Now link's module, for the product page to load when the shopper reaches for the button. */
export const loadBuyNowPath = () => import('./checkout-paths').then((m) => m.buyNowPath);
export { messages as checkoutMessages } from './messages';
