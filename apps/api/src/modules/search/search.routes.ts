import {
  advanceSearchQuery,
  pagedProductCardsSchema,
  suggestionSchema,
  suggestionsQuery,
} from '@shringar/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { registerHttpCache, rememberAnonymous } from '../../plugins/http-cache.ts';
import { advanceSearch } from './search.service.ts';
import { searchSuggestions } from './suggestions.service.ts';

/** Typo-tolerant product search and the search box's suggestions. */
const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerHttpCache(app, ctx);
  const tags = ['search'];

  app.get(
    '/products/advance-search',
    {
      schema: {
        tags,
        summary:
          'Search products by name, brand, category or variant, typo-tolerant and ranked; optional sort, price range, categoryId, brandId',
        querystring: advanceSearchQuery,
        response: { 200: envelope(pagedProductCardsSchema), ...errorResponses(400) },
      },
    },
    async (request) => ok(await rememberAnonymous(ctx, request, () => advanceSearch(ctx, request.query))),
  );

  app.get(
    '/products/search-suggestions',
    {
      schema: {
        tags,
        summary: 'Up to 8 suggestions (categories, brands, products) for the search box; under 2 characters → []',
        querystring: suggestionsQuery,
        response: { 200: envelope(z.array(suggestionSchema)), ...errorResponses(400) },
      },
    },
    async (request) => ok(await rememberAnonymous(ctx, request, () => searchSuggestions(ctx, request.query.query))),
  );
};

export default searchRoutes;
