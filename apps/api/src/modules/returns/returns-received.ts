import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { returnRequests } from '../../db/schema/orders.ts';

/**
 * The parcel came back: the order's open return requests (requested or approved) are received, by whoever set
 * the order RETURNED. Orders call it in the status change's transaction, so the two never disagree.
 */
export async function receiveOpenReturns(tx: Db, orderId: string, actor: string, now: Date): Promise<void> {
  await tx
    .update(returnRequests)
    .set({ status: 'RECEIVED', receivedAt: now, updatedAt: now, decidedBy: actor })
    .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, ['REQUESTED', 'APPROVED'])));
}
