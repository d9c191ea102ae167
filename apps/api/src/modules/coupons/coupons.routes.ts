import { couponValidateAnswerSchema, couponValidateBodySchema } from '@shringar/contracts/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { emptyBodyAsObject } from '../../plugins/empty-body.ts';
import { validateCoupon } from './coupons.service.ts';

const couponRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/coupon-code/validate',
    {
      onRequest: app.requireUser,
      preValidation: emptyBodyAsObject,
      schema: {
        tags: ['coupons'],
        security: [{ bearer: [] }],
        summary: 'Check a coupon for the signed-in shopper and an order value (the cart price, in rupees)',
        body: couponValidateBodySchema,
        response: { 200: envelope(couponValidateAnswerSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await validateCoupon(ctx, userIdOf(request), request.body), 'Coupon applied'),
  );
};

export default couponRoutes;
