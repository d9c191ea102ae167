import { productReviewsSchema, reviewBodySchema, reviewSchema } from '@shringar/contracts/orders';
import { paginationQuery } from '@shringar/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { listProductReviews, saveReview } from './reviews.service.ts';

const listQuery = paginationQuery(10).extend({
  productId: z
    .string({ error: 'productId is required' })
    .regex(/^\d{1,9}$/, 'productId must be a whole number')
    .transform(Number),
});

/** Product reviews: anyone reads them; a shopper writes one per delivered item they bought. */
const reviewsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews, newest first, with average rating, count and star histogram",
        querystring: listQuery,
        response: { 200: envelope(productReviewsSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(await listProductReviews(ctx, request.query)),
  );

  app.post(
    '/reviews',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Rate a delivered item you bought (one review per order item; posting again edits it)',
        security: [{ bearer: [] }],
        body: reviewBodySchema,
        response: { 200: envelope(reviewSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await saveReview(ctx, userIdOf(request), request.body), 'Thank you for your review'),
  );
};

export default reviewsRoutes;
