import {
  cartAddBodySchema,
  cartCountSchema,
  cartMinusQuerySchema,
  cartRemoveQuerySchema,
  cartSchema,
} from '@shringar/contracts/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { emptyBodyAsObject } from '../../plugins/empty-body.ts';
import { addToCart, cartCount, getCart, minusCartItem, removeCartItem } from './cart.service.ts';

const cartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // onRequest, not preHandler: a missing token is a 401 before the body is validated.
  const guarded = { onRequest: app.requireUser };
  const tags = ['cart'];
  const security = [{ bearer: [] }];

  app.get(
    '/cart',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The cart with live prices, stock and ratings, and its totals',
        response: { 200: envelope(cartSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await getCart(ctx, userIdOf(request))),
  );

  app.get(
    '/cart/count',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Number of items in the cart (sum of quantities)',
        response: { 200: envelope(cartCountSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await cartCount(ctx, userIdOf(request))),
  );

  app.post(
    '/cart/add',
    {
      ...guarded,
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        security,
        summary: 'Add a variant to the cart; a repeat add increments (1..10, never past stock)',
        body: cartAddBodySchema,
        response: { 200: envelope(cartSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ok(await addToCart(ctx, userIdOf(request), request.body), 'Item added to cart!'),
  );

  app.post(
    '/cart/minus',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'One less of a cart line; a line at 1 is removed',
        querystring: cartMinusQuerySchema,
        response: { 200: envelope(cartSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await minusCartItem(ctx, userIdOf(request), request.query.itemId)),
  );

  app.delete(
    '/cart/remove',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Remove a cart line',
        querystring: cartRemoveQuerySchema,
        response: { 200: envelope(cartSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await removeCartItem(ctx, userIdOf(request), request.query.cartItemId)),
  );
};

export default cartRoutes;
