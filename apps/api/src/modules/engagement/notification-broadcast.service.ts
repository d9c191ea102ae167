import type { BroadcastAnswer } from '@shringar/contracts/admin-content';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows, type Db } from '../../db/client.ts';
import { notificationBroadcasts, notifications } from '../../db/schema/engagement.ts';
import { users } from '../../db/schema/users.ts';

/**
 * A notification for every shopper, written by one INSERT … SELECT (no row per shopper travels through the
 * app, however many there are). The request key is claimed first in the same transaction: a double submit or a
 * retry finds it taken (a parallel one waits on the unique index and then finds it) and sends nothing more.
 */
export async function broadcastNotification(
  ctx: AppContext,
  input: { title: string; body: string; requestKey: string; operator: string },
): Promise<BroadcastAnswer> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [claimed] = await tx
      .insert(notificationBroadcasts)
      .values({
        requestKey: input.requestKey,
        title: input.title,
        body: input.body,
        recipients: 0,
        sentBy: input.operator,
        createdAt: now,
      })
      .onConflictDoNothing({ target: notificationBroadcasts.requestKey })
      .returning({ id: notificationBroadcasts.id });
    if (!claimed) {
      const [first] = await tx
        .select()
        .from(notificationBroadcasts)
        .where(eq(notificationBroadcasts.requestKey, input.requestKey));
      return { broadcastId: first!.id, recipients: first!.recipients, sent: false };
    }
    const [counted] = await rows<{ n: number }>(
      tx as unknown as Db,
      sql`
      with sent as (
        insert into ${notifications} (user_id, title, body, created_at)
        select ${users.id}, ${input.title}, ${input.body}, ${now.toISOString()}::timestamptz from ${users}
        returning 1
      )
      select count(*)::int as n from sent`,
    );
    const recipients = Number(counted?.n ?? 0);
    await tx.update(notificationBroadcasts).set({ recipients }).where(eq(notificationBroadcasts.id, claimed.id));
    ctx.log.info(
      { broadcastId: claimed.id, recipients, operator: input.operator },
      'notification sent to every shopper',
    );
    return { broadcastId: claimed.id, recipients, sent: true };
  });
}
