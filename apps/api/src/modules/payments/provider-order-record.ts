import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';

export type ProviderOrderRecord = typeof payments.$inferInsert;

/**
 * The store's record of a provider order it has just made (for an order or a wallet top-up), as one insert
 * the caller awaits or sends with its other writes, in its own transaction: checkout writes it with the order.
 */
export const recordProviderOrder = (db: Db, row: ProviderOrderRecord) => db.insert(payments).values(row);
