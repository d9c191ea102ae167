import { priceEndpoints as endpoints } from '@shringar/contracts/endpoints/prices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { setVariantPrice } from './variant-price-admin.service.ts';

/** Operator price changes; the operator guard and the audit log come with the operator endpoint (plugins/auth.ts). */
const pricesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminSetVariantPrice, async (request) => {
    const { before, after } = await setVariantPrice(ctx, { variantId: request.params.id, ...request.body });
    request.auditChange = {
      target: `variant:${request.params.id}`,
      before: { price: before.price, basePrice: before.basePrice },
      after: { price: after.price, basePrice: after.basePrice },
    };
    return ok(after, 'Price updated');
  });
};

export default pricesRoutes;
