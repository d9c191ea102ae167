import { adminReturnEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-returns';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { auditEachRecord, historyActor } from '../staff/staff.public.ts';
import { BULK_RETURN_OPERATIONS, decideManyReturns } from './return-bulk-admin.service.ts';
import { sendReturnPhoto } from './return-photo-files.ts';
import { approveReturn, receiveReturn, rejectReturn, type ReturnChange } from './return-decisions.service.ts';
import { listReturnQueue } from './return-queue.service.ts';
import { refundReturn } from './return-refund.service.ts';

const operatorOf = (request: FastifyRequest) => historyActor(request.operator);

/** The audit row's before and after, and the answer: the return as the queue shows it, and whether it changed. */
function answer<T extends { change: ReturnChange }>(request: FastifyRequest, result: T, extra: object = {}) {
  const { change, ...row } = result;
  request.auditChange = {
    target: `return:${(request.params as { id: number }).id}`,
    before: { status: change.from },
    after: { status: change.to, changed: change.changed, ...extra },
  };
  return ok({ ...row, changed: change.changed });
}

/** The returns queue of the operator console: list, approve, reject, mark received, refund. */
const adminReturnsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminListReturns, async (request) => ok(await listReturnQueue(ctx, request.query)));

  endpointRoute(app, endpoints.adminGetReturnPhoto, async (request, reply) =>
    sendReturnPhoto(ctx, reply, request.params.id, request.query.size, { staff: true }),
  );

  endpointRoute(app, endpoints.adminBulkDecideReturns, async (request) => {
    const { action, note, condition } = request.body;
    const answer = await decideManyReturns(
      ctx,
      { ...request.body, actor: operatorOf(request) },
      // Each return's row is the one its single decision would leave, written as soon as that return is settled.
      ({ returnId, change, error }) =>
        auditEachRecord(ctx, request, {
          action: BULK_RETURN_OPERATIONS[action],
          target: `return:${returnId}`,
          statusCode: error ? error.statusCode : change ? 200 : 500,
          before: change ? { status: change.from } : null,
          after: change
            ? { status: change.to, changed: change.changed, note: note ?? null, condition: condition ?? null }
            : { refused: error?.code },
        }),
    );
    request.auditChange = {
      target: `returns:bulk:${answer.results.length}`,
      after: { action, note: note ?? null, condition: condition ?? null, done: answer.done, refused: answer.refused },
    };
    const noun = answer.done === 1 ? 'return' : 'returns';
    return ok(
      answer,
      answer.refused === 0 ? `${answer.done} ${noun} updated` : `${answer.done} updated, ${answer.refused} refused`,
    );
  });

  endpointRoute(app, endpoints.adminApproveReturn, async (request) =>
    answer(request, await approveReturn(ctx, request.params.id, operatorOf(request), request.body.note), {
      note: request.body.note ?? null,
    }),
  );

  endpointRoute(app, endpoints.adminRejectReturn, async (request) =>
    answer(request, await rejectReturn(ctx, request.params.id, operatorOf(request), request.body.reason), {
      rejectionReason: request.body.reason,
    }),
  );

  endpointRoute(app, endpoints.adminReceiveReturn, async (request) =>
    answer(request, await receiveReturn(ctx, request.params.id, operatorOf(request), request.body.condition), {
      condition: request.body.condition,
    }),
  );

  endpointRoute(app, endpoints.adminRefundReturn, async (request) => {
    const result = await refundReturn(ctx, request.params.id, request.body, operatorOf(request));
    return answer(request, result, {
      destination: result.refundDestination,
      amount: result.refundAmount,
      ...(request.body.payout ? { payout: request.body.payout } : {}),
    });
  });
};

export default adminReturnsRoutes;
