import type { ProductCardList } from '@shringar/contracts/catalogue';
import type { Endpoint } from '@shringar/contracts/endpoint';
import { productEndpoints as endpoints } from '@shringar/contracts/endpoints/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { compiledSerializerCompiler } from '../../plugins/compiled-serializer.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { registerHttpCache, rememberAnonymous } from '../../plugins/http-cache.ts';
import { facetCounts } from './facet-counts.service.ts';
import { getProductDetail } from './product-detail.service.ts';
import {
  exploreProducts,
  type ListScope,
  listAllProducts,
  listScopedProducts,
  randomFromCategories,
  randomProducts,
  relatedProducts,
  suggestedProducts,
} from './product-lists.service.ts';
import { recentlyViewed } from './recently-viewed.service.ts';

/** Product detail and every product list except search. */
const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerHttpCache(app, ctx);
  // Answers built field by field from SQL rows: written by serializers compiled from their schemas.
  app.setSerializerCompiler(compiledSerializerCompiler);
  const userOf = (auth: { userId: number } | null) => auth?.userId ?? null;

  endpointRoute(app, endpoints.listAllProducts, async (request) =>
    ok(await rememberAnonymous(ctx, request, () => listAllProducts(ctx, request.query))),
  );

  endpointRoute(app, endpoints.getFacetCounts, async (request) =>
    ok(await rememberAnonymous(ctx, request, () => facetCounts(ctx, request.query))),
  );

  const scoped = [
    [endpoints.listCategoryProducts, 'category'],
    [endpoints.listBrandProducts, 'brand'],
    [endpoints.listOfferProducts, 'offer'],
  ] as const satisfies readonly (readonly [Endpoint, ListScope])[];
  for (const [endpoint, scope] of scoped)
    endpointRoute(app, endpoint, async (request) =>
      ok(await rememberAnonymous(ctx, request, () => listScopedProducts(ctx, scope, request.params.id, request.query))),
    );

  const strips = [
    [endpoints.listExploreProducts, () => exploreProducts(ctx)],
    [endpoints.listRandomProducts, () => randomProducts(ctx)],
    [endpoints.listSuggestedProducts, (userId) => suggestedProducts(ctx, userId)],
    [endpoints.listRecentlyViewed, (userId) => recentlyViewed(ctx, userId)],
  ] as const satisfies readonly (readonly [Endpoint, (userId: number | null) => Promise<unknown[]>])[];
  for (const [endpoint, produce] of strips)
    endpointRoute(app, endpoint, async (request) => {
      const userId = userOf(request.auth);
      const items = await rememberAnonymous(ctx, request, () => produce(userId));
      return ok({ items: items as ProductCardList['items'] });
    });

  endpointRoute(app, endpoints.listRelatedProducts, async (request) =>
    ok({ items: await rememberAnonymous(ctx, request, () => relatedProducts(ctx, request.params.id)) }),
  );

  endpointRoute(app, endpoints.listRandomFromCategories, async (request) =>
    ok(await rememberAnonymous(ctx, request, () => randomFromCategories(ctx, request.query.limit))),
  );

  endpointRoute(app, endpoints.getProduct, async (request) => {
    const userId = userOf(request.auth);
    return ok(await rememberAnonymous(ctx, request, () => getProductDetail(ctx, request.params.id, userId)));
  });
};

export default productRoutes;
