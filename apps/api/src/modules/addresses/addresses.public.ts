/* What other modules may use of addresses: a phone order placed by staff (checkout) lists and adds the shopper's. */
export { createAddress, listAddresses } from './addresses.service.ts';
