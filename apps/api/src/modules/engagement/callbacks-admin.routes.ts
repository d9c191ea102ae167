import { adminContentEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { historyActor } from '../staff/staff.public.ts';
import { listCallbacks, updateCallback } from './callbacks-admin.service.ts';
import { broadcastNotification } from './notification-broadcast.service.ts';

/** The console's call-back queue and notifications to every shopper. */
const callbacksAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminListCallbacks, async (request) => ok(await listCallbacks(ctx, request.query)));

  endpointRoute(app, endpoints.adminUpdateCallback, async (request) => {
    const { before, after } = await updateCallback(ctx, request.params.id, {
      ...request.body,
      actor: historyActor(request.operator),
    });
    request.auditChange = {
      target: String(request.params.id),
      before: { status: before.status, note: before.note },
      after: { status: after.status, note: after.note },
    };
    return ok(after);
  });

  endpointRoute(app, endpoints.adminBroadcastNotification, async (request) => {
    const sent = await broadcastNotification(ctx, { ...request.body, operator: historyActor(request.operator) });
    request.auditChange = {
      target: 'all shoppers',
      before: null,
      after: { title: request.body.title, recipients: sent.recipients, sent: sent.sent, broadcastId: sent.broadcastId },
    };
    return ok(sent);
  });
};

export default callbacksAdminRoutes;
