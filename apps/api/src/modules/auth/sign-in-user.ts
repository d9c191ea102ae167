import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/users.ts';

/** The account behind a verified phone, created on first sign-in; either way the phone is now verified. */
export async function findOrCreateUserByPhone(ctx: AppContext, phone: string): Promise<number> {
  const now = ctx.clock.now();
  await ctx.db
    .insert(users)
    .values({ phone, isVerified: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phone });
  const [user] = await ctx.db
    .update(users)
    .set({ isVerified: true })
    .where(eq(users.phone, phone))
    .returning({ id: users.id });
  return user!.id;
}
