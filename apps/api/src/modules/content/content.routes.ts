import { contentEndpoints as endpoints } from '@shringar/contracts/endpoints/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { registerHttpCache, rememberAnonymous } from '../../plugins/http-cache.ts';
import { adDetails, getPolicy, listFaqs, listPolicies, listReasons } from './content.service.ts';
import { publicSettings } from '../settings/settings.public.ts';

/**
 * Settings, policies, FAQs, reasons and ad ids: content that changes only when an operator edits it. Policies and
 * FAQs take `lang` in the query; the answer caches key on the URL, so each language is kept apart.
 */
const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerHttpCache(app, ctx);
  const cached = <T>(request: Parameters<typeof rememberAnonymous>[1], produce: () => Promise<T>) =>
    rememberAnonymous(ctx, request, produce);

  endpointRoute(app, endpoints.getSettings, async (request) => ok(await cached(request, () => publicSettings(ctx))));
  endpointRoute(app, endpoints.listPolicies, async (request) =>
    ok(await cached(request, () => listPolicies(ctx, request.query.lang))),
  );
  endpointRoute(app, endpoints.getPolicy, async (request) =>
    ok(await cached(request, () => getPolicy(ctx, request.params.id, request.query.lang))),
  );
  endpointRoute(app, endpoints.getPrivacyPolicy, async (request) =>
    ok(await cached(request, () => getPolicy(ctx, 'privacy-policy', request.query.lang))),
  );
  endpointRoute(app, endpoints.listFaqs, async (request) =>
    ok(await cached(request, () => listFaqs(ctx, request.query.lang))),
  );
  endpointRoute(app, endpoints.listCancellationReasons, async (request) =>
    ok(await cached(request, () => listReasons(ctx, 'CANCELLATION'))),
  );
  endpointRoute(app, endpoints.listReturnReasons, async (request) =>
    ok(await cached(request, () => listReasons(ctx, 'RETURN'))),
  );
  endpointRoute(app, endpoints.getAdDetails, async (request) => ok(await cached(request, () => adDetails(ctx))));
};

export default contentRoutes;
