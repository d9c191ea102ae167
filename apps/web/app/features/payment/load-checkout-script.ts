import { RAZORPAY_CHECKOUT_SCRIPT_URL, SIMULATOR_CHECKOUT_SCRIPT_PATH } from '@shringar/contracts/checkout-scripts';
import type { CheckoutConstructor } from '@shringar/contracts/payments';
import type { PublicSettings } from '@shringar/contracts/settings';

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

/** Which Checkout script the store's settings name: Razorpay's own, or the built-in simulator's. */
export function checkoutScriptUrl(provider: PublicSettings['paymentProvider']): string {
  return provider === 'razorpay' ? RAZORPAY_CHECKOUT_SCRIPT_URL : SIMULATOR_CHECKOUT_SCRIPT_PATH;
}

const loading = new Map<string, Promise<CheckoutConstructor>>();

/**
 * Loads the Checkout script once per page (both scripts define `window.Razorpay` with the same shape). A failed
 * load is forgotten, so the next attempt tries again.
 */
export function loadCheckoutScript(provider: PublicSettings['paymentProvider']): Promise<CheckoutConstructor> {
  const src = checkoutScriptUrl(provider);
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Checkout did not load')));
    script.onerror = () => reject(new Error('Checkout did not load'));
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  promise.catch(() => loading.delete(src));
  return promise;
}
