import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * Cancels an unpaid draft whose time is up, if it still is one: the conditional update is the claim, so two
 * expiry runs never cancel it twice and a payment confirmed a moment earlier leaves it alone. True when claimed;
 * the caller (checkout's expiry) releases what the draft held in the same transaction.
 */
export async function cancelExpiredDraft(tx: Db, orderId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'CANCELLED', paymentStatus: 'FAILED', lastStatusUpdate: now, updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.isDraft, true),
        eq(orders.status, 'PENDING'),
        lte(orders.draftExpiresAt, now),
      ),
    )
    .returning({ id: orders.id });
  return row !== undefined;
}
