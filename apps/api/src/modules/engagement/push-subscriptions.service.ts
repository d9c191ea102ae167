import type { WebPushSubscription } from '@shringar/contracts/engagement';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { fcmTokens, webPushSubscriptions } from '../../db/schema/engagement.ts';
import { vapidKeysOf } from '../../integrations/push/web-push-sender.ts';
import { ValidationError } from '../../lib/errors.ts';

/** GET /push/public-key: what a browser subscribes with; the private key never leaves the server. */
export const pushPublicKey = (ctx: AppContext) => ({ publicKey: vapidKeysOf(ctx.config)?.publicKey ?? null });

/**
 * Saves a browser's subscription for the signed-in device. The endpoint is unique to one browser profile: saved
 * again (new keys, another account signed in there) it moves to this shopper and session. A production store
 * posts only to https push services (every browser's is); plain http is for a local test push service.
 */
export async function saveWebPushSubscription(
  ctx: AppContext,
  owner: { userId: number; sessionId: number },
  subscription: WebPushSubscription,
): Promise<{ saved: true }> {
  if (ctx.config.NODE_ENV === 'production' && !subscription.endpoint.startsWith('https://'))
    throw ValidationError.field('subscription.endpoint', 'subscription.endpoint must be an https URL');
  const now = ctx.clock.now();
  const row = { ...owner, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, updatedAt: now };
  await ctx.db
    .insert(webPushSubscriptions)
    .values({ ...row, endpoint: subscription.endpoint, createdAt: now })
    .onConflictDoUpdate({ target: webPushSubscriptions.endpoint, set: row });
  return { saved: true };
}

/** POST /fcm-token/remove: the shopper's own token or subscription with this token goes; anyone else's stays. */
export async function removePushToken(ctx: AppContext, userId: number, token: string): Promise<{ removed: true }> {
  await ctx.db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, token)));
  await ctx.db.delete(fcmTokens).where(and(eq(fcmTokens.userId, userId), eq(fcmTokens.token, token)));
  return { removed: true };
}

/** The push service says this subscription is gone (404/410): nothing more is sent to it. */
export async function forgetWebPushSubscription(db: Db, endpoint: string): Promise<void> {
  await db.delete(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, endpoint));
}
