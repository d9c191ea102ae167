/**
 * Where the browser finds the payment window's script, without Zod (the web's checkout chunk imports these).
 */

/** The simulator's public key id, shown in settings when PAYMENT_PROVIDER=simulator. */
export const SIMULATOR_KEY_ID = 'rzp_test_simulator';
/** Where the simulator's Checkout script is served, relative to the API origin. */
export const SIMULATOR_CHECKOUT_SCRIPT_PATH = '/api/v4/payments/simulator/checkout.js';
/** Razorpay's own Checkout script. */
export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** Where Razorpay's Checkout loads from, opens its window and calls home: what a store page's CSP must allow. */
export const RAZORPAY_BROWSER_ORIGINS = [
  'https://checkout.razorpay.com',
  'https://api.razorpay.com',
  'https://lumberjack.razorpay.com',
] as const;
