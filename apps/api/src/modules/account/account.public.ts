/* What other modules may use of the account: the shopper's profile as the API answers it. */
export { getUserProfile } from './account.service.ts';
/* For a phone order placed by staff (checkout): the shopper by phone number, made if new. */
export { findOrCreateShopper, shopperByPhone } from './phone-order-shopper.ts';
