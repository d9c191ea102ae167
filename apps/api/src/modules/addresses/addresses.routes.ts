import { addressInput, addressSchema } from '@shringar/contracts/address';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  selectAddress,
  updateAddress,
} from './addresses.service.ts';

const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'id must be a positive whole number')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'id must be a positive whole number')),
});

/** The shopper's delivery addresses (spec 5 rules); another shopper's address is always a 404. */
const addressRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['addresses'], security: [{ bearer: [] }] };
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/address',
    {
      schema: {
        ...common,
        summary: 'The shopper’s addresses, each with isSelected',
        response: { 200: envelope(z.array(addressSchema)), ...errorResponses(401) },
      },
    },
    async (request) => ok(await listAddresses(ctx, userIdOf(request))),
  );

  app.get(
    '/address/:id',
    {
      schema: {
        ...common,
        summary: 'One address',
        params: idParams,
        response: { 200: envelope(addressSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getAddress(ctx, userIdOf(request), request.params.id)),
  );

  app.post(
    '/address',
    {
      schema: {
        ...common,
        summary: 'Add an address (becomes selected when none is)',
        description:
          "Checked in this order: name, address, state, city, pincode, phone non-blank ('{Field} is required'), " +
          "'Pincode must be 6 digits', 'Phone number must be 10 digits'; the pincode must exist. At most 20.",
        body: addressInput,
        response: { 200: envelope(addressSchema), ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => ok(await createAddress(ctx, userIdOf(request), request.body), 'Address added successfully!'),
  );

  app.put(
    '/address/:id',
    {
      schema: {
        ...common,
        summary: 'Replace an address',
        params: idParams,
        body: addressInput,
        response: { 200: envelope(addressSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await updateAddress(ctx, userIdOf(request), request.params.id, request.body), 'Address updated successfully!'),
  );

  app.delete(
    '/address/:id',
    {
      schema: {
        ...common,
        summary: 'Delete an address (clears the selection when it was selected)',
        params: idParams,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await deleteAddress(ctx, userIdOf(request), request.params.id), 'Address deleted successfully!'),
  );

  app.post(
    '/address/select/:id',
    {
      schema: {
        ...common,
        summary: 'Make an address the selected one (User.selectedAddress)',
        params: idParams,
        response: { 200: envelope(addressSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await selectAddress(ctx, userIdOf(request), request.params.id), 'Address selected successfully!'),
  );
};

export default addressRoutes;
