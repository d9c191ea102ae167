import type { StockMovementKind } from '@shringar/contracts/admin-stock';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import { variantStockMove } from '../catalogue/catalogue.public.ts';

/*
 * The one way a variant's stock changes: a movement row and the stock column move together, in one statement,
 * so product_variants.stock is always the sum of the variant's movements. The conditional update locks the
 * variant row; two movements of one variant run one after the other and their rows are numbered in that order.
 */

/** Why the stock moved, as the variant's history shows it. */
export type StockCause = {
  kind: StockMovementKind;
  reason: string;
  /** 'customer', 'system' or the staff member. */
  actor: string;
  orderId?: string | null;
  returnId?: number | null;
};

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/**
 * Adds delta units (negative: takes them) to the variant's stock and records the movement, unless the stock would
 * fall below zero: then nothing changes and the answer is null. Returns the new stock and the movement's id.
 * Call inside the caller's transaction when the movement belongs with other writes (an order, a return).
 */
export async function moveStock(
  tx: Db,
  variantId: number,
  delta: number,
  cause: StockCause,
): Promise<{ stock: number; movementId: number } | null> {
  const [row] = rowsOf<{ stock: number; movement_id: number }>(
    await tx.execute(sql`
      with moved as (${variantStockMove(variantId, delta)}), logged as (
        insert into stock_movements (variant_id, delta, balance, kind, reason, actor, order_id, return_id)
        select id, ${delta}::int, stock, ${cause.kind}::text, ${cause.reason}::text, ${cause.actor}::text,
               ${cause.orderId ?? null}::text, ${cause.returnId ?? null}::int
          from moved
        returning id
      )
      select moved.stock, logged.id as movement_id from moved, logged`),
  );
  return row ? { stock: Number(row.stock), movementId: Number(row.movement_id) } : null;
}

/**
 * The movement rows of units an order has just taken by takeStockReadingLine (which moved the stock column), as
 * one insert for the caller to send with the order's other writes, in the same transaction.
 */
export function orderTakenMovements(
  tx: Db,
  orderId: string,
  lines: readonly { variantId: number; quantity: number; balance: number }[],
  actor = 'customer',
) {
  return tx.insert(stockMovements).values(
    lines.map((l) => ({
      variantId: l.variantId,
      delta: -l.quantity,
      balance: l.balance,
      kind: 'order' as const,
      reason: `Order ${orderId} placed`,
      actor,
      orderId,
    })),
  );
}

/**
 * Sets the variant's stock to a counted number (a CSV import's stock column), as a movement of the difference
 * from the stock as it is under the row lock. No movement when the count is already the stock.
 */
export async function countStock(tx: Db, variantId: number, count: number, cause: StockCause): Promise<void> {
  const [row] = await tx
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
    .for('update');
  if (!row || row.stock === count) return;
  await moveStock(tx, variantId, count - row.stock, cause);
}
