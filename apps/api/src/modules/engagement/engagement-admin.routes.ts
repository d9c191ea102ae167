import { adminEndpoints as endpoints } from '@shringar/contracts/endpoints/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { historyActor } from '../staff/staff.public.ts';
import { notifyShopperByPhone } from './shopper-notification-admin.service.ts';

/** Operator notification to one shopper by phone (the ops CLI uses it); audited (plugins/auth.ts). */
const engagementAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminNotifyShopper, async (request) => {
    const sent = await notifyShopperByPhone(ctx, { ...request.body, operator: historyActor(request.operator) });
    request.auditChange = { target: request.body.phone, after: { title: request.body.title } };
    return ok(sent);
  });
};

export default engagementAdminRoutes;
