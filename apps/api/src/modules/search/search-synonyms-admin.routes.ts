import { adminSearchEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { freshnessCheck, versioned } from '../../lib/record-version.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import {
  createSearchSynonym,
  deleteSearchSynonym,
  listSearchSynonyms,
  searchSynonymVersion,
  updateSearchSynonym,
} from './search-synonyms-admin.service.ts';

/** The console's search synonyms; every change is audited with before and after and reaches search at once. */
const searchSynonymsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminListSearchSynonyms, async () =>
    ok((await listSearchSynonyms(ctx)).map((s) => versioned(searchSynonymVersion, s))),
  );

  endpointRoute(app, endpoints.adminCreateSearchSynonym, async (request) => {
    const created = await createSearchSynonym(ctx, request.body);
    request.auditChange = { target: String(created.id), before: null, after: created };
    return ok(versioned(searchSynonymVersion, created));
  });

  endpointRoute(app, endpoints.adminUpdateSearchSynonym, async (request) => {
    const { before, after } = await updateSearchSynonym(
      ctx,
      request.params.id,
      request.body,
      freshnessCheck(request, searchSynonymVersion),
    );
    request.auditChange = { target: String(request.params.id), before, after };
    return ok(versioned(searchSynonymVersion, after));
  });

  endpointRoute(app, endpoints.adminDeleteSearchSynonym, async (request) => {
    const gone = await deleteSearchSynonym(ctx, request.params.id);
    request.auditChange = { target: String(request.params.id), before: gone, after: null };
    return ok(gone);
  });
};

export default searchSynonymsAdminRoutes;
