import { catalogueEndpoints as endpoints } from '@shringar/contracts/endpoints/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { compiledSerializerCompiler } from '../../plugins/compiled-serializer.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { registerHttpCache, rememberAnonymous } from '../../plugins/http-cache.ts';
import { listScopedProducts } from './product-lists.service.ts';
import { getCategory, listBanners, listBrands, listCategories, listOffers } from './taxonomy.service.ts';

const flag = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');

/** Categories, brands, offers and banners: the store's navigation. */
const taxonomyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerHttpCache(app, ctx);
  // Answers built field by field from SQL rows: written by serializers compiled from their schemas.
  app.setSerializerCompiler(compiledSerializerCompiler);

  endpointRoute(app, endpoints.listCategories, async (request) => {
    const filter = {
      ...(request.query.popular ? { popular: flag(request.query.popular) } : {}),
      ...(request.query.featured ? { featured: flag(request.query.featured) } : {}),
    };
    return ok(await rememberAnonymous(ctx, request, () => listCategories(ctx, filter)));
  });

  endpointRoute(app, endpoints.getCategory, async (request) =>
    ok(await rememberAnonymous(ctx, request, () => getCategory(ctx, request.params.id))),
  );

  endpointRoute(app, endpoints.listBrands, async (request) =>
    ok(await rememberAnonymous(ctx, request, () => listBrands(ctx))),
  );

  endpointRoute(app, endpoints.listOffers, async (request) =>
    ok(await rememberAnonymous(ctx, request, () => listOffers(ctx))),
  );

  endpointRoute(app, endpoints.listBanners, async (request) =>
    ok(await rememberAnonymous(ctx, request, () => listBanners(ctx))),
  );

  endpointRoute(app, endpoints.listBannerProducts, async (request) =>
    ok(
      await rememberAnonymous(ctx, request, () => listScopedProducts(ctx, 'banner', request.params.id, request.query)),
    ),
  );
};

export default taxonomyRoutes;
