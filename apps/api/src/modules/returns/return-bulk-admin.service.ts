import type { BulkReturnAnswer, BulkReturnBody, BulkReturnResult } from '@shringar/contracts/admin-returns';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { returnRequests } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/errors.ts';
import { approveReturn, receiveReturn, rejectReturn, type ReturnChange } from './return-decisions.service.ts';

/** What the route does with each return's outcome (its audit row), told as each one finishes. */
export type BulkReturnStep = { returnId: number; change: ReturnChange | null; error: AppError | null };

/** The single call each bulk action stands for, so each return's audit row reads as that call's. */
export const BULK_RETURN_OPERATIONS = {
  approve: 'adminApproveReturn',
  receive: 'adminReceiveReturn',
  reject: 'adminRejectReturn',
} as const;

/**
 * Many returns, one decision: each through the single decision (its row lock, transition rule, the shopper's
 * message, the stock movement of a restocked return), one after another in its own transaction, so one refusal
 * never undoes or stops the others. A refusal carries the single decision's message and code.
 */
export async function decideManyReturns(
  ctx: AppContext,
  input: BulkReturnBody & { actor: string },
  onStep: (step: BulkReturnStep) => Promise<void>,
): Promise<BulkReturnAnswer> {
  const results: BulkReturnResult[] = [];
  for (const returnId of [...new Set(input.returnIds)]) {
    try {
      const { change } = await decideOne(ctx, returnId, input);
      results.push({ returnId, outcome: 'done', status: change.to, reason: null, code: null });
      await onStep({ returnId, change, error: null });
    } catch (err) {
      const known = err instanceof AppError ? err : null;
      if (!known) ctx.log.error({ err, returnId }, 'bulk return decision failed for one return');
      results.push({
        returnId,
        outcome: 'refused',
        status: await currentStatus(ctx, returnId),
        reason: known?.message ?? 'The decision failed; try this return on its own.',
        code: known?.code ?? 'INTERNAL_ERROR',
      });
      await onStep({ returnId, change: null, error: known });
    }
  }
  const done = results.filter((r) => r.outcome === 'done').length;
  return { results, done, refused: results.length - done };
}

function decideOne(ctx: AppContext, returnId: number, input: BulkReturnBody & { actor: string }) {
  if (input.action === 'approve') return approveReturn(ctx, returnId, input.actor, input.note);
  if (input.action === 'reject') return rejectReturn(ctx, returnId, input.actor, input.note ?? '');
  return receiveReturn(ctx, returnId, input.actor, input.condition ?? 'RESTOCKED');
}

async function currentStatus(ctx: AppContext, returnId: number) {
  const [row] = await ctx.db
    .select({ status: returnRequests.status })
    .from(returnRequests)
    .where(eq(returnRequests.id, returnId));
  return row?.status ?? null;
}
