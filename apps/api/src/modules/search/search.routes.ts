import { searchEndpoints as endpoints } from '@shringar/contracts/endpoints/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { compiledSerializerCompiler } from '../../plugins/compiled-serializer.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { registerHttpCache, rememberAnonymous } from '../../plugins/http-cache.ts';
import { advanceSearch, searchFacetCounts } from './search.service.ts';
import { searchSuggestions } from './suggestions.service.ts';

/** Typo-tolerant product search and the search box's suggestions. */
const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerHttpCache(app, ctx);
  // Answers built field by field from SQL rows: written by serializers compiled from their schemas.
  app.setSerializerCompiler(compiledSerializerCompiler);

  endpointRoute(app, endpoints.searchProducts, async (request) =>
    ok(await rememberAnonymous(ctx, request, () => advanceSearch(ctx, request.query))),
  );

  endpointRoute(app, endpoints.getSearchFacetCounts, async (request) =>
    ok(await rememberAnonymous(ctx, request, () => searchFacetCounts(ctx, request.query))),
  );

  endpointRoute(app, endpoints.searchSuggestions, async (request) =>
    ok(await rememberAnonymous(ctx, request, () => searchSuggestions(ctx, request.query.query))),
  );
};

export default searchRoutes;
