import { engagementEndpoints as endpoints } from '@shringar/contracts/endpoints/engagement';
import { DEFAULT_ITEMS_PER_PAGE } from '@shringar/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { Unauthorized } from '../../lib/errors.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import {
  countUnread,
  listNotificationPage,
  listNotifications,
  markNotificationsRead,
  saveFcmToken,
} from './notifications.service.ts';
import { pushPublicKey, removePushToken, saveWebPushSubscription } from './push-subscriptions.service.ts';

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

  // A browser's Web Push subscription belongs to the session that saved it; an app's FCM token as before.
  endpointRoute(app, endpoints.saveFcmToken, async (request) => {
    const { token, platform, subscription } = request.body;
    if (!subscription) return ok(await saveFcmToken(ctx, userIdOf(request), token, platform), 'Token saved');
    if (!request.auth) throw new Unauthorized();
    const owner = { userId: request.auth.userId, sessionId: request.auth.sessionId };
    return ok(await saveWebPushSubscription(ctx, owner, subscription), 'Token saved');
  });

  endpointRoute(app, endpoints.removeFcmToken, async (request) =>
    ok(await removePushToken(ctx, userIdOf(request), request.body.token), 'Token removed'),
  );

  endpointRoute(app, endpoints.getPushPublicKey, async () => ok(pushPublicKey(ctx)));
};

export default notificationRoutes;
