import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/users.ts';
import { NotFound } from '../../lib/errors.ts';
import { addNotification } from './engagement.public.ts';

/** An operator's note to one shopper, found by phone number; it appears unread in their notifications. */
export async function notifyShopperByPhone(
  ctx: AppContext,
  input: { phone: string; title: string; body: string; operator: string },
): Promise<{ notificationId: number; userId: number }> {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, `+91${input.phone}`));
  if (!user) throw new NotFound('No shopper is signed up with this phone number', 'USER_NOT_FOUND');
  const { id } = await addNotification(ctx.db, {
    userId: user.id,
    title: input.title,
    body: input.body,
    createdAt: ctx.clock.now(),
  });
  ctx.log.info({ userId: user.id, notificationId: id, operator: input.operator }, 'shopper notified');
  return { notificationId: id, userId: user.id };
}
