import { pincodeEndpoints as endpoints } from '@shringar/contracts/endpoints/pincode';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { registerHttpCache } from '../../plugins/http-cache.ts';
import { checkDelivery } from './pincode.service.ts';

/** Pincode lookup for the address form and the product page's delivery check (the courier's word, if it gives one). */
const pincodeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerHttpCache(app, ctx);
  endpointRoute(app, endpoints.checkPincode, async (request) => ok(await checkDelivery(ctx, request.params.pincode)));
};

export default pincodeRoutes;
