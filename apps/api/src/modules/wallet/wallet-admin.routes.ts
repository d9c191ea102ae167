import { adminEndpoints as endpoints } from '@shringar/contracts/endpoints/admin';
import { toPaise, toRupees } from '@shringar/contracts/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKey } from '../../lib/idempotency-key.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { historyActor } from '../staff/staff.public.ts';
import { creditWalletByPhone } from './wallet-credit-admin.service.ts';

/** Operator wallet credit by phone (the ops CLI uses it); audited like every operator change (plugins/auth.ts). */
const walletAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminCreditWallet, async (request) => {
    const credit = await creditWalletByPhone(ctx, {
      phone: request.body.phone,
      amountPaise: toPaise(request.body.amount),
      reason: request.body.reason,
      requestKey: idempotencyKey(request.headers) ?? crypto.randomUUID(),
      operator: historyActor(request.operator),
    });
    request.auditChange = {
      target: request.body.phone,
      before: {
        walletAmount: credit.applied
          ? toRupees(toPaise(credit.walletAmount) - toPaise(credit.credited))
          : credit.walletAmount,
      },
      after: { walletAmount: credit.walletAmount, reason: request.body.reason },
    };
    return ok(credit);
  });
};

export default walletAdminRoutes;
