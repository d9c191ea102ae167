import { Readable } from 'node:stream';
import { adminOrderDeskEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-order-desk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { auditEachRecord, historyActor } from '../staff/staff.public.ts';
import { setManyOrderStatuses } from './order-bulk-status-admin.service.ts';
import { orderCsvLines } from './order-export-admin.service.ts';

/** The order desk's work on many orders: bulk status changes (one audit row per order) and the CSV export. */
const orderDeskRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminBulkSetOrderStatus, async (request) => {
    const { status, note } = request.body;
    const answer = await setManyOrderStatuses(
      ctx,
      { ...request.body, actor: historyActor(request.operator) },
      // Each order's row is the one its single change would leave, written as soon as that order is settled.
      ({ orderId, change, error }) =>
        auditEachRecord(ctx, request, {
          action: 'adminSetOrderStatus',
          target: orderId,
          statusCode: error ? error.statusCode : change ? 200 : 500,
          before: change ? { status: change.from } : null,
          after: change ? { status: change.to, note: note ?? null, trackingId: null } : { refused: error?.code },
        }),
    );
    request.auditChange = {
      target: `orders:bulk:${answer.results.length}`,
      after: { status, note: note ?? null, done: answer.done, refused: answer.refused },
    };
    const message =
      answer.refused === 0
        ? `${answer.done} ${answer.done === 1 ? 'order' : 'orders'} updated`
        : `${answer.done} updated, ${answer.refused} refused`;
    return ok(answer, message);
  });

  endpointRoute(app, endpoints.adminExportOrders, async (request, reply) => {
    const day = new Date(ctx.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(orderCsvLines(ctx, request.query)));
  });
};

export default orderDeskRoutes;
