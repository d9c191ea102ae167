import {
  bannerSchema,
  brandSchema,
  categoryListQuery,
  categorySchema,
  idParam,
  offerSchema,
  pagedProductCardsSchema,
  productListQuery,
} from '@shringar/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { registerHttpCache, rememberAnonymous } from '../../plugins/http-cache.ts';
import { listScopedProducts } from './product-lists.service.ts';
import { getCategory, listBanners, listBrands, listCategories, listOffers } from './taxonomy.service.ts';

const flag = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');

/** Categories, brands, offers and banners: the store's navigation. */
const taxonomyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerHttpCache(app, ctx);
  const tags = ['catalogue'];

  app.get(
    '/category',
    {
      schema: {
        tags,
        summary: 'Categories in display order; popular=true or featured=true narrow the list',
        querystring: categoryListQuery,
        response: { 200: envelope(z.array(categorySchema)), ...errorResponses(400) },
      },
    },
    async (request) => {
      const filter = {
        ...(request.query.popular ? { popular: flag(request.query.popular) } : {}),
        ...(request.query.featured ? { featured: flag(request.query.featured) } : {}),
      };
      return ok(await rememberAnonymous(ctx, request, () => listCategories(ctx, filter)));
    },
  );

  app.get(
    '/category/:id',
    {
      schema: {
        tags,
        summary: 'One category',
        params: z.object({ id: idParam() }),
        response: { 200: envelope(categorySchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(await rememberAnonymous(ctx, request, () => getCategory(ctx, request.params.id))),
  );

  app.get(
    '/brands',
    {
      schema: { tags, summary: 'All brands in display order', response: { 200: envelope(z.array(brandSchema)) } },
    },
    async (request) => ok(await rememberAnonymous(ctx, request, () => listBrands(ctx))),
  );

  app.get(
    '/offers',
    {
      schema: { tags, summary: 'Active special offers', response: { 200: envelope(z.array(offerSchema)) } },
    },
    async (request) => ok(await rememberAnonymous(ctx, request, () => listOffers(ctx))),
  );

  app.get(
    '/banners',
    {
      schema: {
        tags,
        summary: 'Active home banners in display order',
        response: { 200: envelope(z.array(bannerSchema)) },
      },
    },
    async (request) => ok(await rememberAnonymous(ctx, request, () => listBanners(ctx))),
  );

  app.get(
    '/banners/:id',
    {
      schema: {
        tags,
        summary: 'A page of the products an active banner promotes (sort, price and text filters as for categories)',
        params: z.object({ id: idParam() }),
        querystring: productListQuery,
        response: { 200: envelope(pagedProductCardsSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      ok(
        await rememberAnonymous(ctx, request, () =>
          listScopedProducts(ctx, 'banner', request.params.id, request.query),
        ),
      ),
  );
};

export default taxonomyRoutes;
