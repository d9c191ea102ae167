import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { users } from '../../db/schema/users.ts';
import { variantLineColumns } from '../cart/cart.public.ts';
import { takeVariantStock } from '../catalogue/catalogue.public.ts';
import { moveStock, type StockCause } from './stock-ledger.ts';

/*
 * Lock order, the same everywhere money or stock moves for an order, so two transactions never wait on each
 * other in a circle: the shopper's users row, then variant rows by ascending id, then the coupon row.
 */

/** Locks the shopper's row for the rest of the transaction: their orders, coupon uses and wallet go one at a time. */
export async function lockShopper(tx: Db, userId: number) {
  const [row] = await tx
    .select({ walletBalancePaise: users.walletBalancePaise, codAllowed: users.codAllowed })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/**
 * Takes the quantity from stock if there is that much, recording the movement (stock-ledger.ts): under
 * concurrency PostgreSQL re-checks the condition on the locked row after a competing update commits, so no two
 * orders take the same last unit. Returns false when there is not enough.
 */
export async function takeStock(tx: Db, variantId: number, quantity: number, cause: StockCause): Promise<boolean> {
  return (await moveStock(tx, variantId, -quantity, cause)) !== null;
}

/**
 * takeStock that also returns the variant's and its product's live line columns as the decrement saw them (the
 * variant row stays locked to the transaction's end), or null when there is not enough: a caller that priced
 * the line earlier, outside the transaction, checks its quote against them. Its `stock` is the balance after
 * the decrement: the caller records the movement with orderTakenMovements in the same transaction.
 */
export async function takeStockReadingLine(tx: Db, variantId: number, quantity: number) {
  const [row] = await takeVariantStock(tx, variantId, quantity, { productId: products.id, ...variantLineColumns });
  return row ?? null;
}

export async function giveBackStock(tx: Db, variantId: number, quantity: number, cause: StockCause): Promise<void> {
  await moveStock(tx, variantId, quantity, cause);
}
