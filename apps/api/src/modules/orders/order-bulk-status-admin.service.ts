import type { BulkStatusAnswer, BulkStatusBody, BulkStatusResult } from '@shringar/contracts/admin-order-desk';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { loadOrder } from './order-access.ts';
import type { StatusChangeResult } from './order-status.service.ts';
import { setOrderStatusByOperator } from './order-status-admin.service.ts';

/** What the route does with each order's outcome (its audit row), told as each one finishes. */
export type BulkStep = { orderId: string; change: StatusChangeResult | null; error: AppError | null };

/**
 * Many orders to one status: each one through the single change's command (transition rules, cancel service,
 * history and messages), one after another in its own transaction, so one refusal never undoes or stops the
 * others. A refusal carries the single change's message and code. An unexpected failure is logged and reported
 * as refused for that order; the rest still run.
 */
export async function setManyOrderStatuses(
  ctx: AppContext,
  input: BulkStatusBody & { actor: string },
  onStep: (step: BulkStep) => Promise<void>,
): Promise<BulkStatusAnswer> {
  const results: BulkStatusResult[] = [];
  for (const orderId of [...new Set(input.orderIds)]) {
    try {
      const change = await setOrderStatusByOperator(ctx, {
        orderId,
        status: input.status,
        note: input.note,
        actor: input.actor,
      });
      results.push({ orderId, outcome: 'done', status: change.to, reason: null, code: null });
      await onStep({ orderId, change, error: null });
    } catch (err) {
      const known = err instanceof AppError ? err : null;
      if (!known) ctx.log.error({ err, orderId }, 'bulk status change failed for one order');
      results.push({
        orderId,
        outcome: 'refused',
        status: known && known.code !== 'ORDER_NOT_FOUND' ? await currentStatus(ctx, orderId) : null,
        reason: known?.message ?? 'The change failed; try this order on its own page.',
        code: known?.code ?? 'INTERNAL_ERROR',
      });
      await onStep({ orderId, change: null, error: known });
    }
  }
  const done = results.filter((r) => r.outcome === 'done').length;
  return { results, done, refused: results.length - done };
}

const currentStatus = (ctx: AppContext, orderId: string) =>
  loadOrder(ctx.db, orderId)
    .then((o) => o.status)
    .catch(() => null);
