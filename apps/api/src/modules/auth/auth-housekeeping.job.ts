import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { otpCodes, sessions } from '../../db/schema/users.ts';
import type { Job } from '../../plugins/modules.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Drops what can no longer matter: rate-limit counters whose windows ended a day ago (Redis expires its own),
 * sign-in codes that expired a day ago, and sessions 30 days past their expiry.
 */
export async function purgeAuthLeftovers(ctx: AppContext) {
  const now = ctx.clock.now().getTime();
  const counters = await ctx.limiter.store.purgeExpired(now - DAY);
  const codes = await ctx.db
    .delete(otpCodes)
    .where(lt(otpCodes.expiresAt, new Date(now - DAY)))
    .returning({ phone: otpCodes.phone });
  const ended = await ctx.db
    .delete(sessions)
    .where(lt(sessions.expiresAt, new Date(now - 30 * DAY)))
    .returning({ id: sessions.id });
  return { counters, codes: codes.length, sessions: ended.length };
}

const job: Job = { name: 'auth-housekeeping', intervalMs: 15 * 60 * 1000, run: purgeAuthLeftovers };
export default job;
