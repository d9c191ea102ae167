import { storePaths } from '@shringar/contracts/store-paths';
import type { CheckoutSource } from './api/checkout-data';

/** `/checkout?productId=..&variantId=..`: Buy Now for one variant (a small module: the product page links it). */
export const buyNowPath = (productId: number, variantId: number) =>
  `${storePaths.checkout}?${new URLSearchParams({ productId: String(productId), variantId: String(variantId) })}`;

/** `?productId=&variantId=` is Buy Now for that variant; anything else checks out the cart. */
export function checkoutSourceFrom(search: string): CheckoutSource {
  const params = new URLSearchParams(search);
  const productId = Number(params.get('productId'));
  const variantId = Number(params.get('variantId'));
  return Number.isInteger(productId) && productId > 0 && Number.isInteger(variantId) && variantId > 0
    ? { kind: 'buy-now', productId, variantId }
    : { kind: 'cart' };
}
