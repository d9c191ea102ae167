import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The shopper a phone order is for, by their 10-digit number: the account that number signs in to, made now
 * if there is none (unverified until the shopper signs in with an OTP, as any first sign-in verifies it). A
 * name staff give fills an account that has none, and never renames one that does.
 */
export async function findOrCreateShopper(
  ctx: AppContext,
  phone: string,
  name: string,
): Promise<{ userId: number; created: boolean }> {
  const now = ctx.clock.now();
  const e164 = `+91${phone}`;
  const [made] = await ctx.db
    .insert(users)
    .values({ phone: e164, name, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (made) return { userId: made.id, created: true };
  const [found] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, e164));
  if (name)
    await ctx.db
      .update(users)
      .set({ name, updatedAt: now })
      .where(and(eq(users.id, found!.id), eq(users.name, '')));
  return { userId: found!.id, created: false };
}

/** The account a phone signs in to, if any: the console's lookup before a phone order. */
export async function shopperByPhone(ctx: AppContext, phone: string) {
  const [found] = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.phone, `+91${phone}`));
  return found ?? null;
}
