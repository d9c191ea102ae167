import { adminReviewEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-reviews';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { freshnessCheck, versioned } from '../../lib/record-version.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import {
  listReviewQueue,
  type Moderation,
  replyToReview,
  reviewVersion,
  setReviewStatus,
} from './review-moderation.service.ts';

/** The audit row's before and after (status and reply), and the answer: the review as the queue shows it. */
function answer(request: FastifyRequest, { before, after, changed }: Moderation) {
  request.auditChange = {
    target: `review:${after.id}`,
    before: { status: before.status, storeReply: before.storeReply },
    after: { status: after.status, storeReply: after.storeReply, changed },
  };
  return ok({ ...versioned(reviewVersion, after), changed });
}

/** The console's review moderation: the queue, publish or hide, the store's reply. */
const adminReviewsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminListReviews, async (request) => {
    const page = await listReviewQueue(ctx, request.query);
    return ok({ ...page, items: page.items.map((r) => versioned(reviewVersion, r)) });
  });

  endpointRoute(app, endpoints.adminSetReviewStatus, async (request) =>
    answer(
      request,
      await setReviewStatus(ctx, request.params.id, request.body.status, freshnessCheck(request, reviewVersion)),
    ),
  );

  endpointRoute(app, endpoints.adminReplyToReview, async (request) =>
    answer(
      request,
      await replyToReview(ctx, request.params.id, request.body.reply, freshnessCheck(request, reviewVersion)),
    ),
  );
};

export default adminReviewsRoutes;
