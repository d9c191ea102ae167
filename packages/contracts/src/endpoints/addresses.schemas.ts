import { addressIdParams, addressInput, addressListSchema, addressSchema, deletedAddressSchema } from '../address.ts';
import { schemaTable } from '../endpoint.ts';
import { addressEndpoints } from './addresses.ts';

export const addressSchemas = schemaTable(addressEndpoints, {
  listAddresses: { response: addressListSchema },
  createAddress: { body: addressInput, response: addressSchema },
  getAddress: { params: addressIdParams, response: addressSchema },
  updateAddress: { params: addressIdParams, body: addressInput, response: addressSchema },
  deleteAddress: { params: addressIdParams, response: deletedAddressSchema },
  selectAddress: { params: addressIdParams, response: addressSchema },
});
