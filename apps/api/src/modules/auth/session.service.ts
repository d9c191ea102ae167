import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sessions } from '../../db/schema/users.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Sliding expiry is pushed forward at most once an hour, so reads do not turn into writes. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;
/** Live sessions one shopper may hold; a sign-in on one more device ends the least recently created. */
const MAX_LIVE_SESSIONS = 10;

/** A new opaque token (256 bits) for every sign-in; only its hash is stored. */
export async function createSession(
  ctx: AppContext,
  userId: number,
  meta: { userAgent?: string | undefined; ip?: string | undefined } = {},
) {
  const token = newOpaqueToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.SESSION_TTL_DAYS * DAY);
  const absoluteExpiresAt = new Date(now.getTime() + ctx.config.SESSION_ABSOLUTE_DAYS * DAY);
  await ctx.db.insert(sessions).values({
    userId,
    tokenHash: hashOpaqueToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
    absoluteExpiresAt,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  await ctx.db.execute(sql`
    update sessions set revoked_at = ${now.toISOString()}::timestamptz
    where user_id = ${userId} and revoked_at is null and id not in (
      select id from sessions where user_id = ${userId} and revoked_at is null order by id desc limit ${MAX_LIVE_SESSIONS}
    )`);
  return { token, expiresAt };
}

export type SessionInfo = { userId: number; sessionId: number };

/** The live session behind a bearer token, sliding its expiry; null when unknown, expired or revoked. */
export async function resolveSession(ctx: AppContext, token: string): Promise<SessionInfo | null> {
  if (!token || token.length > 200) return null;
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashOpaqueToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > SLIDE_EVERY_MS) {
    const slid = Math.min(now.getTime() + ctx.config.SESSION_TTL_DAYS * DAY, row.absoluteExpiresAt.getTime());
    await ctx.db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(slid) })
      .where(eq(sessions.id, row.id));
  }
  return { userId: row.userId, sessionId: row.id };
}

export async function revokeSession(ctx: AppContext, sessionId: number) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${ctx.clock.now().toISOString()}::timestamptz)` })
    .where(eq(sessions.id, sessionId));
}
