/*
 * What other modules may use of shipping: the courier's word on delivering to a pincode, and what a return to
 * origin does to an order (the COD risk controls count refusals there).
 */
export { courierServiceability } from './serviceability.ts';
export { handleReturnedToOrigin } from './return-to-origin.ts';
