import { wishlistEndpoints as endpoints } from '@shringar/contracts/endpoints/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { listWishlist, toggleWishlist } from './wishlist.service.ts';

const wishlistRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.listWishlist, async (request) => ok(await listWishlist(ctx, userIdOf(request))));

  endpointRoute(app, endpoints.toggleWishlist, async (request) => {
    const { productId, variantId } = request.body;
    const result = await toggleWishlist(ctx, userIdOf(request), productId, variantId);
    return ok(result, result.isFavorite ? 'Added to wishlist' : 'Removed from wishlist');
  });
};

export default wishlistRoutes;
