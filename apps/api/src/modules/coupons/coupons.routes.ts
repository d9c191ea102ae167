import { couponEndpoints as endpoints } from '@shringar/contracts/endpoints/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { emptyBodyAsObject } from '../../plugins/empty-body.ts';
import { validateCoupon } from './coupons.service.ts';

const couponRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(
    app,
    endpoints.validateCoupon,
    async (request) => ok(await validateCoupon(ctx, userIdOf(request), request.body), 'Coupon applied'),
    { preValidation: emptyBodyAsObject },
  );
};

export default couponRoutes;
