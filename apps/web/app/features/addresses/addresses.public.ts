/** The addresses feature's face: what other features and routes may use. */
export { AddressManagementPage } from './address-management-page';
export { addressesQueryOptions, addressKeys, useAddresses } from './api/addresses';
export { FROM_ADDRESS_MANAGEMENT_KEY } from './from-address-management';
export { messages as addressesMessages } from './messages';
