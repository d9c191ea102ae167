import { codConfirmationEndpoints as endpoints } from '@shringar/contracts/endpoints/cod-confirmation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { historyActor } from '../staff/staff.public.ts';
import {
  cancelCodByLink,
  codConfirmationView,
  confirmCod,
  confirmCodByLink,
  confirmOwnCod,
} from './cod-confirmation.service.ts';

/** COD confirmation: by the signed link (no session), by the signed-in shopper, by staff after a phone call. */
const codConfirmationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.getCodConfirmation, async (request) =>
    ok(await codConfirmationView(ctx, request.params.id, request.query)),
  );

  endpointRoute(app, endpoints.confirmCodByLink, async (request) =>
    ok(await confirmCodByLink(ctx, request.params.id, request.body), 'Order confirmed'),
  );

  endpointRoute(app, endpoints.cancelCodByLink, async (request) =>
    ok(await cancelCodByLink(ctx, request.params.id, request.body), 'Order cancelled'),
  );

  endpointRoute(app, endpoints.confirmCodOrder, async (request) =>
    ok(await confirmOwnCod(ctx, userIdOf(request), request.params.id), 'Order confirmed'),
  );

  endpointRoute(app, endpoints.adminConfirmCodOrder, async (request) => {
    const result = await confirmCod(ctx, {
      orderId: request.params.id,
      actor: historyActor(request.operator),
      note: request.body.note,
    });
    request.auditChange = {
      target: request.params.id,
      before: { codConfirmation: result.changed ? 'AWAITING' : result.codConfirmation },
      after: { codConfirmation: result.codConfirmation, note: request.body.note ?? null },
    };
    return ok(result, 'Order confirmed');
  });
};

export default codConfirmationRoutes;
