/*
 * What other modules may use of the account: the shopper's profile as the API answers it, and the changes
 * other modules make to the shopper's row (first sign-in, the selected address, the wallet balance, hearts).
 */
export { getUserProfile } from './account.service.ts';
export {
  moveHearts,
  moveWalletBalance,
  setPreferredLocale,
  setSelectedAddress,
  verifiedShopperId,
} from './shopper-row.ts';
/* For a phone order placed by staff (checkout): the shopper by phone number, made if new. */
export { findOrCreateShopper, shopperByPhone } from './phone-order-shopper.ts';
/* The shopper's COD standing: checkout reads it, the courier's return to origin counts against it. */
export { codStandingOf, countRefusedDelivery, setCodAllowed, type CodStanding } from './cod-standing.ts';
