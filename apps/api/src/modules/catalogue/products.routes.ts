import {
  categoryGroupSchema,
  idParam,
  pagedProductCardsSchema,
  productCardListSchema,
  productDetailSchema,
  productListQuery,
  randomFromCategoriesQuery,
} from '@shringar/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { registerHttpCache, rememberAnonymous } from '../../plugins/http-cache.ts';
import { getProductDetail } from './product-detail.service.ts';
import {
  exploreProducts,
  type ListScope,
  listScopedProducts,
  randomFromCategories,
  randomProducts,
  relatedProducts,
  suggestedProducts,
} from './product-lists.service.ts';
import { recentlyViewed } from './recently-viewed.service.ts';

/** A token is optional: when sent, answers are personalised (and never shared by caches). */
const optionalAuth: Record<string, string[]>[] = [{}, { bearer: [] }];

/** Product detail and every product list except search. */
const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerHttpCache(app, ctx);
  const tags = ['products'];
  const userOf = (auth: { userId: number } | null) => auth?.userId ?? null;

  for (const scope of ['category', 'brand', 'offer'] as ListScope[]) {
    app.get(
      `/products/${scope}/:id`,
      {
        schema: {
          tags,
          summary: `A page of one ${scope}'s products: sort, minPrice/maxPrice (rupees, inclusive) and q (name contains) apply to all of them`,
          params: z.object({ id: idParam() }),
          querystring: productListQuery,
          response: { 200: envelope(pagedProductCardsSchema), ...errorResponses(400, 404) },
        },
      },
      async (request) =>
        ok(
          await rememberAnonymous(ctx, request, () => listScopedProducts(ctx, scope, request.params.id, request.query)),
        ),
    );
  }

  const strip = (path: string, summary: string, produce: (userId: number | null) => Promise<unknown[]>) =>
    app.get(
      path,
      { schema: { tags, summary, security: optionalAuth, response: { 200: envelope(productCardListSchema) } } },
      async (request) => {
        const userId = userOf(request.auth);
        const items = await rememberAnonymous(ctx, request, () => produce(userId));
        return ok({ items: items as z.infer<typeof productCardListSchema>['items'] });
      },
    );
  strip('/products/explore', "'More to Explore': in-stock bestsellers", () => exploreProducts(ctx));
  strip('/products/random', 'A random sample of products', () => randomProducts(ctx));
  strip('/products/suggested', "Suggestions from the signed-in shopper's interests, else the best rated", (u) =>
    suggestedProducts(ctx, u),
  );
  strip('/products/recently-viewed', "The signed-in shopper's last 20 views, newest first; empty when anonymous", (u) =>
    recentlyViewed(ctx, u),
  );

  app.get(
    '/products/related/:id',
    {
      schema: {
        tags,
        summary: 'Products related to one product (same category, then same brand)',
        params: z.object({ id: idParam() }),
        response: { 200: envelope(productCardListSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      ok({ items: await rememberAnonymous(ctx, request, () => relatedProducts(ctx, request.params.id)) }),
  );

  app.get(
    '/products/random-from-categories',
    {
      schema: {
        tags,
        summary: 'One group per category that has products, each with up to `limit` random products',
        querystring: randomFromCategoriesQuery,
        response: { 200: envelope(z.array(categoryGroupSchema)), ...errorResponses(400) },
      },
    },
    async (request) => ok(await rememberAnonymous(ctx, request, () => randomFromCategories(ctx, request.query.limit))),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Product detail with every variant; a token adds isFavorite/itemAlreadyInCart and records the view',
        security: optionalAuth,
        params: z.object({ id: idParam() }),
        response: { 200: envelope(productDetailSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const userId = userOf(request.auth);
      return ok(await rememberAnonymous(ctx, request, () => getProductDetail(ctx, request.params.id, userId)));
    },
  );
};

export default productRoutes;
