import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/*
 * The changes other modules make to a shopper's users row, each inside the caller's transaction: the row is
 * the account's, so they ask here. Callers that lock the row first (lockShopper, the wallet ledger, hearts)
 * keep that lock; these statements take no other.
 */

/** The account behind a verified phone, created on first sign-in; either way the phone is now verified. */
export async function verifiedShopperId(db: Db, phone: string, now: Date): Promise<number> {
  await db
    .insert(users)
    .values({ phone, isVerified: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phone });
  const [user] = await db
    .update(users)
    .set({ isVerified: true })
    .where(eq(users.phone, phone))
    .returning({ id: users.id });
  return user!.id;
}

/** The address the shopper's checkout starts from; `now` stamps the row when the shopper chose it. */
export async function setSelectedAddress(db: Db, userId: number, addressId: number, now?: Date): Promise<void> {
  await db
    .update(users)
    .set({ selectedAddressId: addressId, ...(now ? { updatedAt: now } : {}) })
    .where(eq(users.id, userId));
}

/** The language of the shopper's messages: the one they last signed in or switched to. */
export async function setPreferredLocale(db: Db, userId: number, locale: 'en' | 'hi'): Promise<void> {
  await db.update(users).set({ preferredLocale: locale }).where(eq(users.id, userId));
}

/**
 * Moves the wallet balance by deltaPaise; a debit applies only while the balance covers it (whatever runs in
 * parallel). The new balance, or null when the debit was refused. Only the wallet ledger calls this.
 */
export async function moveWalletBalance(db: Db, userId: number, deltaPaise: number): Promise<number | null> {
  const [updated] = await db
    .update(users)
    .set({ walletBalancePaise: sql`${users.walletBalancePaise} + ${deltaPaise}` })
    .where(
      deltaPaise < 0 ? and(eq(users.id, userId), gte(users.walletBalancePaise, -deltaPaise)) : eq(users.id, userId),
    )
    .returning({ balance: users.walletBalancePaise });
  return updated ? updated.balance : null;
}

/** Adds (or, negative, spends) hearts; the caller has checked the balance under the row's lock. */
export async function moveHearts(db: Db, userId: number, delta: number): Promise<number> {
  const [u] = await db
    .update(users)
    .set({ hearts: sql`${users.hearts} + ${delta}` })
    .where(eq(users.id, userId))
    .returning({ hearts: users.hearts });
  return u!.hearts;
}
