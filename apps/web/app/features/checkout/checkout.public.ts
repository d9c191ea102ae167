/** The checkout feature's face: the page and the Buy Now link the product page uses. */
export { CheckoutPage } from './checkout-page';
export { buyNowPath } from './checkout-paths';
export { messages as checkoutMessages } from './messages';
