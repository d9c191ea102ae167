import {
  adViewAnswer,
  adViewBody,
  giveawaySchema,
  participateAnswer,
  participateBody,
} from '@shringar/contracts/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { currentGiveaway, participate, recordAdView } from './giveaway.service.ts';

const giveawayRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);
  const common = { tags: ['giveaway'], security: [{ bearer: [] }] };

  app.get(
    '/giveaway',
    {
      schema: {
        ...common,
        summary: 'The running giveaway (or null) with the shopper’s hearts',
        response: { 200: envelope(giveawaySchema.nullable()), ...errorResponses(401) },
      },
    },
    async (request) => ok(await currentGiveaway(ctx, userIdOf(request))),
  );

  app.post(
    '/giveaway/ad-view',
    {
      schema: {
        ...common,
        summary: 'One heart for a watched ad (settings.adHeartsDailyCap per day, IST); 429 past the cap',
        body: adViewBody,
        response: { 200: envelope(adViewAnswer), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ok(await recordAdView(ctx, userIdOf(request), request.body.adId)),
  );

  app.post(
    '/giveaway/participate',
    {
      schema: {
        ...common,
        summary: 'Join the giveaway, spending heartsRequired once',
        body: participateBody,
        response: { 200: envelope(participateAnswer), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await participate(ctx, userIdOf(request), request.body.giveawayId)),
  );
};

export default giveawayRoutes;
