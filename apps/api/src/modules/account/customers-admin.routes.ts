import { adminCustomerEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-customers';
import { toPaise } from '@shringar/contracts/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKey } from '../../lib/idempotency-key.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { historyActor } from '../staff/staff.public.ts';
import { getCustomer, switchCustomerCod } from './customer-profile-admin.service.ts';
import { searchCustomers } from './customer-search-admin.service.ts';
import { adjustCustomerWallet, listCustomerLedger } from './customer-wallet-admin.service.ts';

/** Customers in the operator console: look-up, one shopper's page, their wallet ledger and adjustments. */
const customersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminSearchCustomers, async (request) => ok(await searchCustomers(ctx, request.query)));

  endpointRoute(app, endpoints.adminGetCustomer, async (request) => ok(await getCustomer(ctx, request.params.id)));

  endpointRoute(app, endpoints.adminSetCustomerCod, async (request) => {
    const { before, after } = await switchCustomerCod(ctx, request.params.id, request.body.allowed);
    request.auditChange = { target: `customer:${request.params.id}`, before, after };
    return ok(after);
  });

  endpointRoute(app, endpoints.adminListWalletLedger, async (request) =>
    ok(await listCustomerLedger(ctx, request.params.id, request.query)),
  );

  endpointRoute(app, endpoints.adminAdjustWallet, async (request) => {
    const { walletAmountBefore, ...adjusted } = await adjustCustomerWallet(ctx, {
      userId: request.params.id,
      type: request.body.type,
      amountPaise: toPaise(request.body.amount),
      reason: request.body.reason,
      requestKey: idempotencyKey(request.headers) ?? crypto.randomUUID(),
      operator: historyActor(request.operator),
    });
    request.auditChange = {
      target: `customer:${request.params.id}`,
      before: { walletAmount: walletAmountBefore },
      after: {
        walletAmount: adjusted.walletAmount,
        type: adjusted.type,
        amount: adjusted.amount,
        reason: request.body.reason,
        applied: adjusted.applied,
      },
    };
    return ok(adjusted);
  });
};

export default customersRoutes;
