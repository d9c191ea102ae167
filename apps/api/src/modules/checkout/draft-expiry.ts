import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/orders.ts';
import { announceStockChange, releaseOrderReservation } from '../inventory/inventory.public.ts';
import { recordOrderEvent } from '../order-messages/order-messages.public.ts';
import { cancelExpiredDraft, historyNote } from '../orders/orders.public.ts';

const BATCH = 100;

/**
 * Cancels unpaid drafts whose time is up and gives back their stock, wallet part and coupon use. Each order is
 * claimed by a conditional update (the orders face's cancelExpiredDraft) in its own transaction, so two runs (or two processes) never expire the same
 * draft twice, and a payment confirmed a moment earlier (no longer a PENDING draft) is left alone.
 */
export async function expireDraftOrders(ctx: AppContext): Promise<{ expired: string[] }> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.isDraft, true), eq(orders.status, 'PENDING'), lte(orders.draftExpiresAt, now)))
    .orderBy(asc(orders.draftExpiresAt))
    .limit(BATCH);

  const expired: string[] = [];
  for (const { id } of due) {
    const claimed = await ctx.db.transaction(async (tx) => {
      if (!(await cancelExpiredDraft(tx, id, now))) return false;
      await releaseOrderReservation(tx, id, 'Draft expired unpaid', { now });
      await recordOrderEvent(ctx, tx, {
        kind: 'status',
        orderId: id,
        status: 'CANCELLED',
        note: historyNote('paymentNotReceived', { minutes: ctx.config.DRAFT_ORDER_TTL_MINUTES }),
        actor: 'system',
        at: now,
      });
      return true;
    });
    if (claimed) expired.push(id);
  }
  if (expired.length) ctx.log.info({ count: expired.length }, 'expired unpaid draft orders');
  await announceStockChange(ctx, expired);
  return { expired };
}
