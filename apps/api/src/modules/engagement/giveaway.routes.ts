import { engagementEndpoints as endpoints } from '@shringar/contracts/endpoints/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { currentGiveaway, participate, recordAdView } from './giveaway.service.ts';

const giveawayRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.getGiveaway, async (request) => ok(await currentGiveaway(ctx, userIdOf(request))));

  endpointRoute(app, endpoints.recordAdView, async (request) =>
    ok(await recordAdView(ctx, userIdOf(request), request.body.adId)),
  );

  endpointRoute(app, endpoints.joinGiveaway, async (request) =>
    ok(await participate(ctx, userIdOf(request), request.body.giveawayId)),
  );
};

export default giveawayRoutes;
