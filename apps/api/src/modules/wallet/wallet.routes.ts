import { walletEndpoints as endpoints } from '@shringar/contracts/endpoints/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { startWalletTopup, walletBalance, walletTransactions } from './wallet.service.ts';

const walletRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.getWalletBalance, async (request) => ok(await walletBalance(ctx, userIdOf(request))));

  endpointRoute(app, endpoints.listWalletTransactions, async (request) =>
    ok(await walletTransactions(ctx, userIdOf(request), request.query.page, request.query.itemsPerPage)),
  );

  endpointRoute(app, endpoints.startWalletTopUp, async (request) =>
    ok(await startWalletTopup(ctx, userIdOf(request), request.body.amount)),
  );

  endpointRoute(app, endpoints.startWalletDeposit, async (request) =>
    ok(await startWalletTopup(ctx, userIdOf(request), request.query.deposit, 'deposit')),
  );
};

export default walletRoutes;
