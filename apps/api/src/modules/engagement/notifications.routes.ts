import { engagementEndpoints as endpoints } from '@shringar/contracts/endpoints/engagement';
import { DEFAULT_ITEMS_PER_PAGE } from '@shringar/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import {
  countUnread,
  listNotificationPage,
  listNotifications,
  markNotificationsRead,
  saveFcmToken,
} from './notifications.service.ts';

const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Paged when the caller asks for a page; a spec client asking without paging parameters gets the plain list.
  endpointRoute(app, endpoints.listNotifications, async (request) => {
    const { page, itemsPerPage } = request.query;
    if (page === undefined && itemsPerPage === undefined) return ok(await listNotifications(ctx, userIdOf(request)));
    return ok(await listNotificationPage(ctx, userIdOf(request), page ?? 1, itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE));
  });

  endpointRoute(app, endpoints.markNotificationsRead, async (request) =>
    ok(await markNotificationsRead(ctx, userIdOf(request), request.body?.ids)),
  );

  endpointRoute(app, endpoints.countUnreadNotifications, async (request) =>
    ok(await countUnread(ctx, userIdOf(request))),
  );

  endpointRoute(app, endpoints.saveFcmToken, async (request) =>
    ok(await saveFcmToken(ctx, userIdOf(request), request.body.token, request.body.platform), 'Token saved'),
  );
};

export default notificationRoutes;
