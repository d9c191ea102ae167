import { fcmTokenBody, markReadAnswer, markReadBody, notificationSchema } from '@shringar/contracts/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { listNotifications, markNotificationsRead, saveFcmToken } from './notifications.service.ts';

const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);
  const common = { tags: ['notifications'], security: [{ bearer: [] }] };

  app.get(
    '/notifications',
    {
      schema: {
        ...common,
        summary: 'The shopper’s notifications, newest first (latest 100)',
        response: { 200: envelope(z.array(notificationSchema)), ...errorResponses(401) },
      },
    },
    async (request) => ok(await listNotifications(ctx, userIdOf(request))),
  );

  app.post(
    '/notifications/mark-read',
    {
      schema: {
        ...common,
        summary: 'Mark notifications read: the given ids, or all when ids is absent',
        body: markReadBody.nullish(),
        response: { 200: envelope(markReadAnswer), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await markNotificationsRead(ctx, userIdOf(request), request.body?.ids)),
  );

  app.post(
    '/fcm-token/save',
    {
      schema: {
        ...common,
        summary: 'Save this device’s push token (one row per token)',
        body: fcmTokenBody,
        response: { 200: envelope(z.object({ saved: z.literal(true) })), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok(await saveFcmToken(ctx, userIdOf(request), request.body.token, request.body.platform), 'Token saved'),
  );
};

export default notificationRoutes;
