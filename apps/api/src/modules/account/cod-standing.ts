import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/*
 * A shopper's cash-on-delivery standing (the COD risk controls): how many COD parcels came back undelivered, and
 * whether COD is still offered to them. The row is the account's; shipping counts through here, in its tx.
 */

export type CodStanding = { codRefusals: number; codAllowed: boolean };

/**
 * Counts one more refused delivery and switches COD off when the count reaches `limit` (0: never). One statement,
 * so two parcels returned at once both count. Answers the new standing (null: no such shopper).
 */
export async function countRefusedDelivery(db: Db, userId: number, limit: number): Promise<CodStanding | null> {
  const [row] = await db
    .update(users)
    .set({
      codRefusals: sql`${users.codRefusals} + 1`,
      // The row's own count + 1 is the new count; a limit of 0 never switches it off.
      codAllowed:
        limit > 0 ? sql`${users.codAllowed} and ${users.codRefusals} + 1 < ${limit}` : sql`${users.codAllowed}`,
    })
    .where(eq(users.id, userId))
    .returning({ codRefusals: users.codRefusals, codAllowed: users.codAllowed });
  return row ?? null;
}

/** The standing checkout reads to offer COD. */
export async function codStandingOf(db: Db, userId: number): Promise<CodStanding | null> {
  const [row] = await db
    .select({ codRefusals: users.codRefusals, codAllowed: users.codAllowed })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Staff switch a shopper's COD on or off; the count stays as it is (history), the switch decides. */
export async function setCodAllowed(db: Db, userId: number, allowed: boolean): Promise<CodStanding | null> {
  const [row] = await db
    .update(users)
    .set({ codAllowed: allowed })
    .where(eq(users.id, userId))
    .returning({ codRefusals: users.codRefusals, codAllowed: users.codAllowed });
  return row ?? null;
}
