import { wishlistItemSchema, wishlistToggleAnswer, wishlistToggleBody } from '@shringar/contracts/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { listWishlist, toggleWishlist } from './wishlist.service.ts';

const wishlistRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'The shopper’s wishlist, newest first',
        security: [{ bearer: [] }],
        response: { 200: envelope(z.array(wishlistItemSchema)), ...errorResponses(401) },
      },
    },
    async (request) => ok(await listWishlist(ctx, userIdOf(request))),
  );

  app.post(
    '/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Add a variant to the wishlist, or remove it when it is there (a toggle)',
        security: [{ bearer: [] }],
        body: wishlistToggleBody,
        response: { 200: envelope(wishlistToggleAnswer), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { productId, variantId } = request.body;
      const result = await toggleWishlist(ctx, userIdOf(request), productId, variantId);
      return ok(result, result.isFavorite ? 'Added to wishlist' : 'Removed from wishlist');
    },
  );
};

export default wishlistRoutes;
