import type { Db } from '../../db/client.ts';
import { appendWalletEntry } from '../wallet/wallet.public.ts';

/*
 * The wallet part of an order is held by a ledger debit when the order is placed and given back by a credit
 * when it is released. Each movement has its own idempotency key, so no cause moves money twice.
 */

/** Debits the wallet part when the order is placed (key order:<id>:wallet-debit). */
export async function holdWallet(tx: Db, hold: { userId: number; orderId: string; amountPaise: number }) {
  await appendWalletEntry(tx, {
    userId: hold.userId,
    type: 'DEBIT',
    amountPaise: hold.amountPaise,
    reason: `Paid for order ${hold.orderId}`,
    orderId: hold.orderId,
    idempotencyKey: `order:${hold.orderId}:wallet-debit`,
  });
}

/**
 * Credits the wallet part back when the order is released. The n-th release of one order (after a late payment
 * reinstated it) has its own key, order:<id>:wallet-release[:n]. Returns whether this call moved the money.
 */
export async function returnWalletHold(
  tx: Db,
  hold: { userId: number; orderId: string; amountPaise: number; releaseCount: number },
): Promise<boolean> {
  const suffix = hold.releaseCount > 1 ? `:${hold.releaseCount}` : '';
  const entry = await appendWalletEntry(tx, {
    userId: hold.userId,
    type: 'CREDIT',
    amountPaise: hold.amountPaise,
    reason: `Wallet amount returned for order ${hold.orderId}`,
    orderId: hold.orderId,
    idempotencyKey: `order:${hold.orderId}:wallet-release${suffix}`,
  });
  return entry.applied;
}

/** Debits the wallet part again when a late payment reinstates a released order (key order:<id>:redebit:<n>). */
export async function holdWalletAgain(
  tx: Db,
  hold: { userId: number; orderId: string; amountPaise: number; releaseCount: number },
): Promise<void> {
  await appendWalletEntry(tx, {
    userId: hold.userId,
    type: 'DEBIT',
    amountPaise: hold.amountPaise,
    reason: `Order ${hold.orderId} (payment received after the reservation expired)`,
    orderId: hold.orderId,
    idempotencyKey: `order:${hold.orderId}:redebit:${hold.releaseCount}`,
  });
}
