import type { Notification } from '@shringar/contracts/engagement';
import { pagination, type Pagination } from '@shringar/contracts/pagination';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { fcmTokens, notifications } from '../../db/schema/engagement.ts';
import { users } from '../../db/schema/users.ts';

/** The spec's unpaged list answers the latest ones only. */
const LIST_LIMIT = 100;

type NotificationRow = typeof notifications.$inferSelect;
const toNotification = (n: NotificationRow): Notification => ({
  id: n.id,
  title: n.title,
  body: n.body,
  created_at: n.createdAt.toISOString(),
  isRead: n.isRead,
});

/** GET /notifications as the spec answers it: the latest 100, newest first. */
export async function listNotifications(ctx: AppContext, userId: number): Promise<Notification[]> {
  const list = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return list.map(toNotification);
}

/** GET /notifications?page=…&itemsPerPage=…: a page of every notification, newest first. */
export async function listNotificationPage(
  ctx: AppContext,
  userId: number,
  page: number,
  itemsPerPage: number,
): Promise<{ items: Notification[]; pagination: Pagination }> {
  const mine = eq(notifications.userId, userId);
  const [counted] = await ctx.db.select({ total: count() }).from(notifications).where(mine);
  const list = await ctx.db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(itemsPerPage)
    .offset((page - 1) * itemsPerPage);
  return { items: list.map(toNotification), pagination: pagination(counted?.total ?? 0, page, itemsPerPage) };
}

/** Marks the shopper's own notifications read (the listed ones, or all); others' ids are simply not matched. */
export async function markNotificationsRead(
  ctx: AppContext,
  userId: number,
  ids?: number[],
): Promise<{ unreadCount: number }> {
  const mine = eq(notifications.userId, userId);
  await ctx.db
    .update(notifications)
    .set({ isRead: true })
    .where(ids ? and(mine, inArray(notifications.id, ids.length ? ids : [0])) : mine);
  return countUnread(ctx, userId);
}

/** The header's badge: how many of the shopper's notifications are unread. */
export async function countUnread(ctx: AppContext, userId: number): Promise<{ unreadCount: number }> {
  const [{ n } = { n: 0 }] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return { unreadCount: Number(n) };
}

/** A new, unread notification for a shopper; `db` may be a transaction the caller commits with its own work. */
export async function addNotification(
  db: Db,
  input: { userId: number; title: string; body: string; createdAt: Date },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(notifications)
    .values({ userId: input.userId, title: input.title, body: input.body, createdAt: input.createdAt })
    .returning({ id: notifications.id });
  return row!;
}

/**
 * A new, unread notification in the shopper's language (users.preferred_locale): the caller words it in both,
 * as order messages are, and the shopper's list shows the one they read.
 */
export async function addNotificationInLanguage(
  db: Db,
  input: { userId: number; texts: Record<'en' | 'hi', { title: string; body: string }>; createdAt: Date },
): Promise<{ id: number }> {
  const [user] = await db.select({ locale: users.preferredLocale }).from(users).where(eq(users.id, input.userId));
  const { title, body } = input.texts[user?.locale ?? 'en'];
  return addNotification(db, { userId: input.userId, title, body, createdAt: input.createdAt });
}

/** One row per device token: a device that signs in to another account moves its token there. */
export async function saveFcmToken(
  ctx: AppContext,
  userId: number,
  token: string,
  platform: string,
): Promise<{ saved: true }> {
  const now = ctx.clock.now();
  await ctx.db
    .insert(fcmTokens)
    .values({ userId, token, platform, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: fcmTokens.token, set: { userId, platform, updatedAt: now } });
  return { saved: true };
}
