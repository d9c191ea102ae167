import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

export type NewOrderRow = typeof orders.$inferInsert;

/**
 * The order row of a placement, as one insert the caller awaits (with `.returning()` when it needs the row) or
 * sends with the order's other writes: checkout's two placement paths write it in their own transaction,
 * beside its items, charges and first history row.
 */
export const orderInsert = (db: Db, row: NewOrderRow) => db.insert(orders).values(row);
