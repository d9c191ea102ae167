import type { z } from 'zod';
import type { addressInput, addressSchema } from '../address.ts';
import type { idParams } from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The shopper's delivery addresses (spec 5 rules); another shopper's address is always a 404. */

export const listAddresses = defineEndpoint<{ response: z.ZodArray<typeof addressSchema> }>()({
  operationId: 'listAddresses',
  method: 'GET',
  path: '/address',
  access: 'shopper',
  tags: ['addresses'],
  summary: 'The shopper’s addresses, each with isSelected',
  errors: [401],
});

export const createAddress = defineEndpoint<{ body: typeof addressInput; response: typeof addressSchema }>()({
  operationId: 'createAddress',
  method: 'POST',
  path: '/address',
  access: 'shopper',
  tags: ['addresses'],
  summary: 'Add an address (becomes selected when none is)',
  errors: [400, 401, 409],
});

export const getAddress = defineEndpoint<{ params: typeof idParams; response: typeof addressSchema }>()({
  operationId: 'getAddress',
  method: 'GET',
  path: '/address/{id}',
  access: 'shopper',
  tags: ['addresses'],
  summary: 'One address',
  errors: [400, 401, 404],
});

export const updateAddress = defineEndpoint<{
  params: typeof idParams;
  body: typeof addressInput;
  response: typeof addressSchema;
}>()({
  operationId: 'updateAddress',
  method: 'PUT',
  path: '/address/{id}',
  access: 'shopper',
  tags: ['addresses'],
  summary: 'Replace an address',
  errors: [400, 401, 404],
});

export const deleteAddress = defineEndpoint<{
  params: typeof idParams;
  response: z.ZodObject<{ id: z.ZodNumber }>;
}>()({
  operationId: 'deleteAddress',
  method: 'DELETE',
  path: '/address/{id}',
  access: 'shopper',
  tags: ['addresses'],
  summary: 'Delete an address (clears the selection when it was selected)',
  errors: [400, 401, 404],
});

export const selectAddress = defineEndpoint<{ params: typeof idParams; response: typeof addressSchema }>()({
  operationId: 'selectAddress',
  method: 'POST',
  path: '/address/select/{id}',
  access: 'shopper',
  tags: ['addresses'],
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
