import type {
  addressIdParams,
  addressInput,
  addressListSchema,
  addressSchema,
  deletedAddressSchema,
} from '../address.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The shopper's delivery addresses; another shopper's address is always a 404. Schemas: ./addresses.schemas.ts. */

const tags = ['addresses'] as const;

export const listAddresses = defineEndpoint<{ response: typeof addressListSchema }>()({
  operationId: 'listAddresses',
  method: 'GET',
  path: '/address',
  access: 'shopper',
  tags,
  summary: 'The shopper’s addresses, each with isSelected',
  errors: [401],
});

export const createAddress = defineEndpoint<{ body: typeof addressInput; response: typeof addressSchema }>()({
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
});

export const getAddress = defineEndpoint<{ params: typeof addressIdParams; response: typeof addressSchema }>()({
  operationId: 'getAddress',
  method: 'GET',
  path: '/address/{id}',
  access: 'shopper',
  tags,
  summary: 'One address',
  errors: [400, 401, 404],
});

export const updateAddress = defineEndpoint<{
  params: typeof addressIdParams;
  body: typeof addressInput;
  response: typeof addressSchema;
}>()({
  operationId: 'updateAddress',
  method: 'PUT',
  path: '/address/{id}',
  access: 'shopper',
  tags,
  summary: 'Replace an address',
  errors: [400, 401, 404],
  errorCodes: ['PINCODE_UNKNOWN'],
});

export const deleteAddress = defineEndpoint<{
  params: typeof addressIdParams;
  response: typeof deletedAddressSchema;
}>()({
  operationId: 'deleteAddress',
  method: 'DELETE',
  path: '/address/{id}',
  access: 'shopper',
  tags,
  summary: 'Delete an address (clears the selection when it was selected)',
  errors: [400, 401, 404],
});

export const selectAddress = defineEndpoint<{ params: typeof addressIdParams; response: typeof addressSchema }>()({
  operationId: 'selectAddress',
  method: 'POST',
  path: '/address/select/{id}',
  access: 'shopper',
  tags,
  summary: 'Make an address the selected one (User.selectedAddress)',
  errors: [400, 401, 404],
});

export const addressEndpoints = {
  listAddresses,
  createAddress,
  getAddress,
  updateAddress,
  deleteAddress,
  selectAddress,
};
