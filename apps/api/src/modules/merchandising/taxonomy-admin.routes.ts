import { adminMerchandisingEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-merchandising';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { freshnessCheck, versioned } from '../../lib/record-version.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { createBrand, deleteBrand, listAdminBrands, updateBrand, brandVersion } from './brand-admin.service.ts';
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  updateCategory,
  categoryVersion,
} from './category-admin.service.ts';
import { searchPicks } from './product-picks.repository.ts';
import { listStoreImages } from './store-images.service.ts';

/**
 * The console's categories and brands, and what its pickers choose from. Each change is audited with its before
 * and after, then published (after it committed) so the storefront's caches forget the old navigation.
 */
const taxonomyAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const published = async <T>(answer: T) => {
    await ctx.changes.publish({ kind: 'catalogue' });
    return ok(answer);
  };

  endpointRoute(app, endpoints.adminListCategories, async () =>
    ok((await listAdminCategories(ctx)).map((v) => versioned(categoryVersion, v))),
  );
  endpointRoute(app, endpoints.adminCreateCategory, async (request) => {
    const created = await createCategory(ctx, request.body);
    request.auditChange = { target: String(created.id), after: created };
    return published(versioned(categoryVersion, created));
  });
  endpointRoute(app, endpoints.adminUpdateCategory, async (request) => {
    const { before, after } = await updateCategory(
      ctx,
      request.params.id,
      request.body,
      freshnessCheck(request, categoryVersion),
    );
    request.auditChange = { target: String(after.id), before, after };
    return published(versioned(categoryVersion, after));
  });
  endpointRoute(app, endpoints.adminDeleteCategory, async (request) => {
    const { before } = await deleteCategory(ctx, request.params.id);
    request.auditChange = { target: String(before.id), before, after: null };
    return published({ id: before.id, deleted: true as const });
  });

  endpointRoute(app, endpoints.adminListBrands, async () =>
    ok((await listAdminBrands(ctx)).map((v) => versioned(brandVersion, v))),
  );
  endpointRoute(app, endpoints.adminCreateBrand, async (request) => {
    const created = await createBrand(ctx, request.body);
    request.auditChange = { target: String(created.id), after: created };
    return published(versioned(brandVersion, created));
  });
  endpointRoute(app, endpoints.adminUpdateBrand, async (request) => {
    const { before, after } = await updateBrand(
      ctx,
      request.params.id,
      request.body,
      freshnessCheck(request, brandVersion),
    );
    request.auditChange = { target: String(after.id), before, after };
    return published(versioned(brandVersion, after));
  });
  endpointRoute(app, endpoints.adminDeleteBrand, async (request) => {
    const { before } = await deleteBrand(ctx, request.params.id);
    request.auditChange = { target: String(before.id), before, after: null };
    return published({ id: before.id, deleted: true as const });
  });

  endpointRoute(app, endpoints.adminPickProducts, async (request) => ok(await searchPicks(ctx.db, request.query.q)));
  endpointRoute(app, endpoints.adminListStoreImages, async () => ok(await listStoreImages(ctx)));
};

export default taxonomyAdminRoutes;
