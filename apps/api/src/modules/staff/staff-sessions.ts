import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { staffMembers, staffSessions } from '../../db/schema/staff.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.ts';

const MINUTE = 60_000;
/** Sliding expiry moves at most once a minute, so reads do not all turn into writes. */
const SLIDE_EVERY_MS = MINUTE;

/** A new opaque 256-bit token for the cookie; only its hash is stored. */
export async function createStaffSession(
  ctx: AppContext,
  staffId: number,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
) {
  const token = newOpaqueToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.STAFF_SESSION_IDLE_MINUTES * MINUTE);
  const absoluteExpiresAt = new Date(now.getTime() + ctx.config.STAFF_SESSION_HOURS * 60 * MINUTE);
  await ctx.db.insert(staffSessions).values({
    staffId,
    tokenHash: hashOpaqueToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
    absoluteExpiresAt,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return { token, expiresAt: absoluteExpiresAt };
}

export type StaffIdentity = {
  staffId: number;
  sessionId: number;
  email: string;
  role: (typeof staffMembers.$inferSelect)['role'];
  expiresAt: Date;
};

/** The live session behind a cookie token of an active staff member, sliding its idle expiry; else null. */
export async function resolveStaffSession(ctx: AppContext, token: string): Promise<StaffIdentity | null> {
  if (!token || token.length > 100) return null;
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({
      sessionId: staffSessions.id,
      staffId: staffMembers.id,
      email: staffMembers.email,
      role: staffMembers.role,
      lastUsedAt: staffSessions.lastUsedAt,
      absoluteExpiresAt: staffSessions.absoluteExpiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashOpaqueToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.absoluteExpiresAt, now),
        eq(staffMembers.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > SLIDE_EVERY_MS) {
    const slid = Math.min(
      now.getTime() + ctx.config.STAFF_SESSION_IDLE_MINUTES * MINUTE,
      row.absoluteExpiresAt.getTime(),
    );
    await ctx.db
      .update(staffSessions)
      .set({ lastUsedAt: now, expiresAt: new Date(slid) })
      .where(eq(staffSessions.id, row.sessionId));
  }
  return {
    staffId: row.staffId,
    sessionId: row.sessionId,
    email: row.email,
    role: row.role,
    expiresAt: row.absoluteExpiresAt,
  };
}

export async function revokeStaffSession(ctx: AppContext, sessionId: number) {
  await ctx.db
    .update(staffSessions)
    .set({ revokedAt: sql`coalesce(${staffSessions.revokedAt}, ${ctx.clock.now().toISOString()}::timestamptz)` })
    .where(eq(staffSessions.id, sessionId));
}
