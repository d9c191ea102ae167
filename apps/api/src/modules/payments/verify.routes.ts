import { verifyOrderAnswer, verifyOrderBody, verifyWalletAnswer, verifyWalletBody } from '@shringar/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { verifyOrderPayment } from './order-verify.service.ts';
import { verifyWalletTopup } from './wallet-verify.service.ts';

/** The browser's return from Checkout, for an order's online remainder and for a wallet top-up. */
const verifyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/order/verify',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Verify an order payment (or record a dismissed or failed one)',
        description:
          'Checks the HMAC-SHA256 signature over the provider order id stored on the server, then the payment with the provider (order, amount, captured). Idempotent; races with the webhook confirm the order once. paymentId and signature null record a cancelled or failed attempt and leave the draft payable until it expires.',
        security: [{ bearer: [] }],
        body: verifyOrderBody,
        response: { 200: envelope(verifyOrderAnswer), ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) => ok(await verifyOrderPayment(ctx, userIdOf(request), request.body)),
  );

  app.post(
    '/wallet/verify',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet', 'payments'],
        summary: 'Verify a wallet top-up payment',
        description:
          'Same checks as /order/verify; a verified payment credits the wallet exactly once (ledger key topup:<id>). Answers the balance in rupees.',
        security: [{ bearer: [] }],
        body: verifyWalletBody,
        response: { 200: envelope(verifyWalletAnswer), ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) => ok(await verifyWalletTopup(ctx, userIdOf(request), request.body)),
  );
};

export default verifyRoutes;
