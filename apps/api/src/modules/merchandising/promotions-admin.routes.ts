import { adminMerchandisingEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-merchandising';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { StoreChangeKind } from '../../lib/store-changes.ts';
import { ok } from '../../lib/envelope.ts';
import { freshnessCheck, versioned } from '../../lib/record-version.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { createBanner, deleteBanner, listAdminBanners, updateBanner, bannerVersion } from './banner-admin.service.ts';
import { getBestsellers, setBestsellers } from './bestsellers-admin.service.ts';
import { createOffer, deleteOffer, listAdminOffers, updateOffer, offerVersion } from './offer-admin.service.ts';

/**
 * The home page's promotions: banners (content), offers and the bestseller order (catalogue). Each change is
 * audited with its before and after and published after it committed.
 */
const promotionsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const published = async <T>(kind: StoreChangeKind, answer: T) => {
    await ctx.changes.publish({ kind });
    return ok(answer);
  };

  endpointRoute(app, endpoints.adminListBanners, async () =>
    ok((await listAdminBanners(ctx)).map((v) => versioned(bannerVersion, v))),
  );
  endpointRoute(app, endpoints.adminCreateBanner, async (request) => {
    const created = await createBanner(ctx, request.body);
    request.auditChange = { target: String(created.id), after: created };
    return published('content', versioned(bannerVersion, created));
  });
  endpointRoute(app, endpoints.adminUpdateBanner, async (request) => {
    const { before, after } = await updateBanner(
      ctx,
      request.params.id,
      request.body,
      freshnessCheck(request, bannerVersion),
    );
    request.auditChange = { target: String(after.id), before, after };
    return published('content', versioned(bannerVersion, after));
  });
  endpointRoute(app, endpoints.adminDeleteBanner, async (request) => {
    const { before } = await deleteBanner(ctx, request.params.id);
    request.auditChange = { target: String(before.id), before, after: null };
    return published('content', { id: before.id, deleted: true as const });
  });

  endpointRoute(app, endpoints.adminListOffers, async () =>
    ok((await listAdminOffers(ctx)).map((v) => versioned(offerVersion, v))),
  );
  endpointRoute(app, endpoints.adminCreateOffer, async (request) => {
    const created = await createOffer(ctx, request.body);
    request.auditChange = { target: String(created.id), after: created };
    return published('catalogue', versioned(offerVersion, created));
  });
  endpointRoute(app, endpoints.adminUpdateOffer, async (request) => {
    const { before, after } = await updateOffer(
      ctx,
      request.params.id,
      request.body,
      freshnessCheck(request, offerVersion),
    );
    request.auditChange = { target: String(after.id), before, after };
    return published('catalogue', versioned(offerVersion, after));
  });
  endpointRoute(app, endpoints.adminDeleteOffer, async (request) => {
    const { before } = await deleteOffer(ctx, request.params.id);
    request.auditChange = { target: String(before.id), before, after: null };
    return published('catalogue', { id: before.id, deleted: true as const });
  });

  endpointRoute(app, endpoints.adminGetBestsellers, async () => ok({ products: await getBestsellers(ctx) }));
  endpointRoute(app, endpoints.adminSetBestsellers, async (request) => {
    const { before, after } = await setBestsellers(ctx, request.body.productIds);
    const ids = (list: { productId: number }[]) => list.map((p) => p.productId);
    request.auditChange = { target: 'home', before: ids(before), after: ids(after) };
    return published('catalogue', { products: after });
  });
};

export default promotionsAdminRoutes;
