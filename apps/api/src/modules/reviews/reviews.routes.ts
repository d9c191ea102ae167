import { reviewEndpoints as endpoints } from '@shringar/contracts/endpoints/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { reportReview } from './review-reports.service.ts';
import { listProductReviews, markHelpful, myReview, saveReview } from './reviews.service.ts';

/** Product reviews: anyone reads them; a shopper writes one per delivered item they bought. */
const reviewsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.listReviews, async (request) => ok(await listProductReviews(ctx, request.query)));

  endpointRoute(app, endpoints.createReview, async (request) =>
    ok(await saveReview(ctx, userIdOf(request), request.body), 'Thank you for your review'),
  );

  endpointRoute(app, endpoints.getMyReview, async (request) =>
    ok(await myReview(ctx, userIdOf(request), request.query.orderItemId)),
  );

  endpointRoute(app, endpoints.markReviewHelpful, async (request) =>
    ok(await markHelpful(ctx, userIdOf(request), request.params.id)),
  );

  endpointRoute(app, endpoints.reportReview, async (request) =>
    ok(
      await reportReview(ctx, userIdOf(request), request.params.id, request.body),
      'Thank you. Our team will look at this review',
    ),
  );
};

export default reviewsRoutes;
