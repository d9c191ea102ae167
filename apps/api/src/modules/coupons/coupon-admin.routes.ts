import { adminCouponsEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { freshnessCheck, versioned } from '../../lib/record-version.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { couponVersion, createCoupon, listAdminCoupons, updateCoupon } from './coupon-admin.service.ts';

/** Coupons in the console: each change audited with its before and after, then published once committed. */
const couponAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminListCoupons, async () =>
    ok((await listAdminCoupons(ctx)).map((c) => versioned(couponVersion, c))),
  );

  endpointRoute(app, endpoints.adminCreateCoupon, async (request) => {
    const created = await createCoupon(ctx, request.body);
    request.auditChange = { target: created.code, after: created };
    await ctx.changes.publish({ kind: 'catalogue' });
    return ok(versioned(couponVersion, created));
  });

  endpointRoute(app, endpoints.adminUpdateCoupon, async (request) => {
    const { before, after } = await updateCoupon(
      ctx,
      request.params.id,
      request.body,
      freshnessCheck(request, couponVersion),
    );
    request.auditChange = { target: after.code, before, after };
    await ctx.changes.publish({ kind: 'catalogue' });
    return ok(versioned(couponVersion, after));
  });
};

export default couponAdminRoutes;
