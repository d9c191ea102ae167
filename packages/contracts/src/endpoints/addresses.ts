import { addressIdParams, addressInput, addressListSchema, addressSchema, deletedAddressSchema } from '../address.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The shopper's delivery addresses; another shopper's address is always a 404. */

const tags = ['addresses'] as const;

export const listAddresses = defineEndpoint({
  operationId: 'listAddresses',
  method: 'GET',
  path: '/address',
  access: 'shopper',
  tags,
  summary: 'The shopper’s addresses, each with isSelected',
  errors: [401],
  schemas: { response: addressListSchema },
});

export const createAddress = defineEndpoint({
  operationId: 'createAddress',
  method: 'POST',
  path: '/address',
  access: 'shopper',
  tags,
  summary: 'Add an address (becomes selected when none is)',
  description:
    "Checked in this order: name, address, state, city, pincode, phone non-blank ('{Field} is required'), " +
    "'Pincode must be 6 digits', 'Phone number must be 10 digits'; the pincode must exist. At most 20.",
  errors: [400, 401, 409],
  errorCodes: ['PINCODE_UNKNOWN', 'ADDRESS_LIMIT'],
  schemas: { body: addressInput, response: addressSchema },
});

export const getAddress = defineEndpoint({
  operationId: 'getAddress',
  method: 'GET',
  path: '/address/{id}',
  access: 'shopper',
  tags,
  summary: 'One address',
  errors: [400, 401, 404],
  schemas: { params: addressIdParams, response: addressSchema },
});

export const updateAddress = defineEndpoint({
  operationId: 'updateAddress',
  method: 'PUT',
  path: '/address/{id}',
  access: 'shopper',
  tags,
  summary: 'Replace an address',
  errors: [400, 401, 404],
  errorCodes: ['PINCODE_UNKNOWN'],
  schemas: { params: addressIdParams, body: addressInput, response: addressSchema },
});

export const deleteAddress = defineEndpoint({
  operationId: 'deleteAddress',
  method: 'DELETE',
  path: '/address/{id}',
  access: 'shopper',
  tags,
  summary: 'Delete an address (clears the selection when it was selected)',
  errors: [400, 401, 404],
  schemas: { params: addressIdParams, response: deletedAddressSchema },
});

export const selectAddress = defineEndpoint({
  operationId: 'selectAddress',
  method: 'POST',
  path: '/address/select/{id}',
  access: 'shopper',
  tags,
  summary: 'Make an address the selected one (User.selectedAddress)',
  errors: [400, 401, 404],
  schemas: { params: addressIdParams, response: addressSchema },
});

export const addressEndpoints = {
  listAddresses,
  createAddress,
  getAddress,
  updateAddress,
  deleteAddress,
  selectAddress,
};
