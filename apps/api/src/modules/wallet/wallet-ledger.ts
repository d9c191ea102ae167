import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { walletLedger } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { Conflict } from '../../lib/errors.ts';
import { moveWalletBalance } from '../account/account.public.ts';

export type WalletEntry = {
  userId: number;
  type: 'CREDIT' | 'DEBIT';
  amountPaise: number;
  reason: string;
  orderId?: string | null;
  walletTopupId?: number | null;
  /** Names the cause (order:ID:debit, order:ID:refund, topup:ID); the same key never applies twice. */
  idempotencyKey: string;
};

/**
 * The only way a wallet balance changes. Call it inside the caller's transaction: the balance moves by a
 * conditional update (a debit never takes it below 0, whatever runs in parallel) and the ledger gets the row.
 * A repeated idempotency key changes nothing and reports applied: false.
 */
export async function appendWalletEntry(
  tx: Db,
  entry: WalletEntry,
): Promise<{ applied: boolean; balanceAfterPaise: number }> {
  if (!Number.isInteger(entry.amountPaise) || entry.amountPaise <= 0)
    throw new RangeError('Wallet amounts are positive paise');

  // The shopper's row lock is the queue: an entry waiting here reads the key only after the one before it has
  // committed, so a parallel retry with the same key finds that entry instead of failing on the unique key.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, entry.userId)).for('update');
  const [existing] = await tx
    .select({ balanceAfterPaise: walletLedger.balanceAfterPaise })
    .from(walletLedger)
    .where(eq(walletLedger.idempotencyKey, entry.idempotencyKey))
    .limit(1);
  if (existing) return { applied: false, balanceAfterPaise: existing.balanceAfterPaise };

  const delta = entry.type === 'CREDIT' ? entry.amountPaise : -entry.amountPaise;
  const balance = await moveWalletBalance(tx, entry.userId, delta);
  if (balance === null) throw new Conflict('Insufficient wallet balance', 'INSUFFICIENT_WALLET_BALANCE');

  // The unique idempotency key stays the last guard: a second insert under one key fails and rolls back.
  await tx.insert(walletLedger).values({
    userId: entry.userId,
    type: entry.type,
    amountPaise: entry.amountPaise,
    balanceAfterPaise: balance,
    reason: entry.reason,
    orderId: entry.orderId ?? null,
    walletTopupId: entry.walletTopupId ?? null,
    idempotencyKey: entry.idempotencyKey,
  });
  return { applied: true, balanceAfterPaise: balance };
}
