/** Checkout's messages (spec 8), without Zod: the web's checkout chunk imports them. */
export const CHECKOUT_MESSAGES = {
  MISSING_INFORMATION: 'Missing required information',
  INVALID_COUPON: 'Invalid or expired coupon',
} as const;
