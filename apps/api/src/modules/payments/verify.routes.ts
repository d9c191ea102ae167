import { paymentEndpoints } from '@shringar/contracts/endpoints/payments';
import { walletEndpoints } from '@shringar/contracts/endpoints/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { verifyOrderPayment } from './order-verify.service.ts';
import { verifyWalletTopup } from './wallet-verify.service.ts';

/** The browser's return from Checkout, for an order's online remainder and for a wallet top-up. */
const verifyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, paymentEndpoints.verifyPayment, async (request) =>
    ok(await verifyOrderPayment(ctx, userIdOf(request), request.body)),
  );

  endpointRoute(app, walletEndpoints.verifyWalletTopUp, async (request) =>
    ok(await verifyWalletTopup(ctx, userIdOf(request), request.body)),
  );
};

export default verifyRoutes;
