/* What other modules may use of the account: the shopper's profile as the API answers it. */
export { getUserProfile } from './account.service.ts';
