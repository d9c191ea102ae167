import { addressEndpoints as endpoints } from '@shringar/contracts/endpoints/addresses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  selectAddress,
  updateAddress,
} from './addresses.service.ts';

/** The shopper's delivery addresses (spec 5 rules); another shopper's address is always a 404. */
const addressRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.listAddresses, async (request) => ok(await listAddresses(ctx, userIdOf(request))));

  endpointRoute(app, endpoints.getAddress, async (request) =>
    ok(await getAddress(ctx, userIdOf(request), request.params.id)),
  );

  endpointRoute(app, endpoints.createAddress, async (request) =>
    ok(await createAddress(ctx, userIdOf(request), request.body), 'Address added successfully!'),
  );

  endpointRoute(app, endpoints.updateAddress, async (request) =>
    ok(await updateAddress(ctx, userIdOf(request), request.params.id, request.body), 'Address updated successfully!'),
  );

  endpointRoute(app, endpoints.deleteAddress, async (request) =>
    ok(await deleteAddress(ctx, userIdOf(request), request.params.id), 'Address deleted successfully!'),
  );

  endpointRoute(app, endpoints.selectAddress, async (request) =>
    ok(await selectAddress(ctx, userIdOf(request), request.params.id), 'Address selected successfully!'),
  );
};

export default addressRoutes;
