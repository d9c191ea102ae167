import { cartEndpoints as endpoints } from '@shringar/contracts/endpoints/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { emptyBodyAsObject } from '../../plugins/empty-body.ts';
import { refuseWhileClosed } from '../settings/settings.public.ts';
import { addToCart, cartCount, getCart, minusCartItem, removeCartItem } from './cart.service.ts';

const cartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Reading the cart stays open while the store is closed; changing it does not.
  const whileOpen = { preHandler: refuseWhileClosed(ctx) };

  endpointRoute(app, endpoints.getCart, async (request) => ok(await getCart(ctx, userIdOf(request))));

  endpointRoute(app, endpoints.getCartCount, async (request) => ok(await cartCount(ctx, userIdOf(request))));

  endpointRoute(
    app,
    endpoints.addToCart,
    async (request) => ok(await addToCart(ctx, userIdOf(request), request.body), 'Item added to cart!'),
    { preValidation: emptyBodyAsObject, ...whileOpen },
  );

  endpointRoute(
    app,
    endpoints.decrementCartItem,
    async (request) => ok(await minusCartItem(ctx, userIdOf(request), request.query.itemId)),
    whileOpen,
  );

  endpointRoute(
    app,
    endpoints.removeCartItem,
    async (request) => ok(await removeCartItem(ctx, userIdOf(request), request.query.cartItemId)),
    whileOpen,
  );
};

export default cartRoutes;
