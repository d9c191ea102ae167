import { checkoutEndpoints as endpoints } from '@shringar/contracts/endpoints/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { emptyBodyAsObject } from '../../plugins/empty-body.ts';
import { refuseWhileClosed } from '../settings/settings.public.ts';
import { placeOrder } from './checkout.service.ts';

const messageFor = (isDraft: boolean) => (isDraft ? 'Order created; complete the payment' : 'Order placed');

const checkoutRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const options = { preValidation: emptyBodyAsObject, preHandler: refuseWhileClosed(ctx) };

  endpointRoute(
    app,
    endpoints.placeCartOrder,
    async (request) => {
      const result = await placeOrder(ctx, userIdOf(request), {
        source: { kind: 'cart' },
        paymentMethods: request.body.paymentMethods,
        couponCode: request.body.couponCode,
        addressId: request.body.addressId,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return ok(result, messageFor(result.isDraft));
    },
    options,
  );

  endpointRoute(
    app,
    endpoints.placeDirectOrder,
    async (request) => {
      const { productId, variantId, quantity, ...choices } = request.body;
      const result = await placeOrder(ctx, userIdOf(request), {
        source: { kind: 'buy-now', productId, variantId, quantity },
        ...choices,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return ok(result, messageFor(result.isDraft));
    },
    options,
  );
};

export default checkoutRoutes;
