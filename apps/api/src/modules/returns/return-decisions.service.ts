import {
  type ReturnReceivedCondition,
  ADMIN_RETURN_STATUS_LABELS,
  type ReturnStatus,
} from '@shringar/contracts/orders';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, returnRequests } from '../../db/schema/orders.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { addNotificationInLanguage } from '../engagement/engagement.public.ts';
import { returnApprovedNotice, returnRejectedNotice } from '../order-messages/order-messages.public.ts';
import { announceStockChange, moveStock } from '../inventory/inventory.public.ts';
import { loadReturnRow } from './return-queue.service.ts';

type Decision = {
  /** The statuses this decision may be taken from. */
  from: readonly ReturnStatus[];
  to: ReturnStatus;
  verb: string;
  /** Columns written with the status. */
  set?: Partial<typeof returnRequests.$inferInsert>;
  /** What the shopper is told, once, when the decision is made, in both languages (they read theirs). */
  message?: (productName: string, orderId: string) => Record<'en' | 'hi', { title: string; body: string }>;
  /** Other writes of the decision, in its transaction (only when the status changes). */
  alsoWrite?: (tx: Db, item: DecidedItem) => Promise<void>;
};

type DecidedItem = { orderId: string; variantId: number; quantity: number };

export type ReturnChange = { from: ReturnStatus; to: ReturnStatus; changed: boolean };

/**
 * One decision on a return, under the return's row lock: taken once (asking again for the status it already
 * has changes nothing and tells nobody again), refused with 409 from any status it cannot follow.
 */
async function decide(ctx: AppContext, returnId: number, actor: string, decision: Decision): Promise<ReturnChange> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: returnRequests.status,
        userId: returnRequests.userId,
        orderId: returnRequests.orderId,
        productName: orderItems.productName,
        variantId: orderItems.variantId,
        quantity: orderItems.quantity,
      })
      .from(returnRequests)
      .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
      .where(eq(returnRequests.id, returnId))
      .for('update', { of: returnRequests });
    if (!current) throw new NotFound('No return with this id', 'RETURN_NOT_FOUND');
    if (current.status === decision.to) return { from: current.status, to: current.status, changed: false };
    if (!decision.from.includes(current.status))
      throw new Conflict(
        `A return that is '${ADMIN_RETURN_STATUS_LABELS[current.status]}' cannot be ${decision.verb}`,
        'INVALID_RETURN_TRANSITION',
      );
    const now = ctx.clock.now();
    await tx
      .update(returnRequests)
      .set({ ...decision.set, status: decision.to, decidedBy: actor, updatedAt: now })
      .where(eq(returnRequests.id, returnId));
    if (decision.alsoWrite) await decision.alsoWrite(tx, current);
    if (decision.message)
      await addNotificationInLanguage(tx, {
        userId: current.userId,
        texts: decision.message(current.productName, current.orderId),
        createdAt: now,
      });
    return { from: current.status, to: decision.to, changed: true };
  });
}

export async function approveReturn(ctx: AppContext, returnId: number, actor: string, note?: string) {
  const change = await decide(ctx, returnId, actor, {
    from: ['REQUESTED'],
    to: 'APPROVED',
    verb: 'approved',
    message: (product, orderId) => returnApprovedNotice(product, orderId, note),
  });
  return { ...(await loadReturnRow(ctx.db, returnId)), change };
}

export async function rejectReturn(ctx: AppContext, returnId: number, actor: string, reason: string) {
  const change = await decide(ctx, returnId, actor, {
    from: ['REQUESTED'],
    to: 'REJECTED',
    verb: 'rejected',
    set: { rejectionReason: reason },
    message: (product, orderId) => returnRejectedNotice(product, orderId, reason),
  });
  return { ...(await loadReturnRow(ctx.db, returnId)), change };
}

/**
 * The parcel is back: RESTOCKED puts its units back in stock through the stock ledger (a movement naming the
 * return), in the decision's transaction, so a repeated or raced call restocks once; DAMAGED only records it.
 */
export async function receiveReturn(
  ctx: AppContext,
  returnId: number,
  actor: string,
  condition: ReturnReceivedCondition,
) {
  const change = await decide(ctx, returnId, actor, {
    from: ['APPROVED'],
    to: 'RECEIVED',
    verb: 'marked received',
    set: { receivedAt: ctx.clock.now(), receivedCondition: condition },
    alsoWrite: async (tx, item) => {
      if (condition !== 'RESTOCKED') return;
      await moveStock(tx, item.variantId, item.quantity, {
        kind: 'return',
        reason: `Return ${returnId} of order ${item.orderId} received in sellable condition`,
        actor,
        orderId: item.orderId,
        returnId,
      });
    },
  });
  const row = await loadReturnRow(ctx.db, returnId);
  // The storefront's cached answers show the product's stock: they forget it once the units are back.
  if (change.changed && condition === 'RESTOCKED') await announceStockChange(ctx, [row.orderId]);
  return { ...row, change };
}
