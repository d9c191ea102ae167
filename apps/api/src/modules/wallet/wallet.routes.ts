import { pagedSchema, paginationQuery } from '@shringar/contracts/pagination';
import {
  walletBalanceSchema,
  walletDepositQuerySchema,
  walletInitBodySchema,
  walletTopupAnswerSchema,
  walletTransactionSchema,
} from '@shringar/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { startWalletTopup, walletBalance, walletTransactions } from './wallet.service.ts';

const walletRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['wallet'], security: [{ bearer: [] }] };
  const topupAnswer = { 200: envelope(walletTopupAnswerSchema), ...errorResponses(400, 401) };

  app.get(
    '/wallet/balance',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: 'Wallet balance in rupees',
        response: { 200: envelope(walletBalanceSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await walletBalance(ctx, userIdOf(request))),
  );

  app.get(
    '/wallet/transactions',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: 'Wallet ledger entries, newest first',
        querystring: paginationQuery(),
        response: { 200: envelope(pagedSchema(walletTransactionSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok(await walletTransactions(ctx, userIdOf(request), request.query.page, request.query.itemsPerPage)),
  );

  app.post(
    '/wallet/init',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: 'Start a wallet top-up of ₹1 to ₹50,000: creates the provider order to pay',
        body: walletInitBodySchema,
        response: topupAnswer,
      },
    },
    async (request) => ok(await startWalletTopup(ctx, userIdOf(request), request.body.amount)),
  );

  app.post(
    '/wallet',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: 'Start a wallet top-up with the amount in the query (?deposit=N rupees), as /wallet/init',
        querystring: walletDepositQuerySchema,
        response: topupAnswer,
      },
    },
    async (request) => ok(await startWalletTopup(ctx, userIdOf(request), request.query.deposit)),
  );
};

export default walletRoutes;
