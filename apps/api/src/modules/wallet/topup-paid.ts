import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { walletTopups } from '../../db/schema/payments.ts';

/**
 * A captured payment paid the top-up: payments call this under the payment's lock, in the transaction that
 * credits the wallet through the ledger (key topup:<id>), so the status and the credit commit together.
 */
export async function markTopupPaid(tx: Db, topupId: number, now: Date): Promise<void> {
  await tx
    .update(walletTopups)
    .set({ status: 'PAID', updatedAt: now })
    .where(and(eq(walletTopups.id, topupId), ne(walletTopups.status, 'PAID')));
}
