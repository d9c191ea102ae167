import { STAFF_LOCKOUT } from '@shringar/contracts/staff-roles';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import { AppError, RateLimited } from '../../lib/errors.ts';
import type { LimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { recordAudit } from './audit-log.ts';
import { passwordMatches, spendPasswordCheck } from './password-hashing.ts';
import { createStaffSession } from './staff-sessions.ts';
import { staffSessionView } from './staff-view.ts';
import { claimTotpCode } from './totp-step.ts';

/** Failures per e-mail address (known or not, so a lock reveals nothing) before it is locked. */
const PER_EMAIL: LimitRule = { limit: STAFF_LOCKOUT.failures, windowMs: STAFF_LOCKOUT.minutes * 60_000, kind: 'fixed' };
/** Failures from one network across addresses: guessing many accounts is slowed too. */
const PER_IP: LimitRule = { limit: 30, windowMs: 60 * 60_000, kind: 'sliding' };

const emailKey = (email: string) => `staff-sign-in:email:${email}`;
const ipKey = (ip: string) => `staff-sign-in:ip:${ip}`;

const LOCKED_MESSAGE = `Too many failed sign-ins. Try again in ${STAFF_LOCKOUT.minutes} minutes.`;
const failed = () => new AppError(401, 'STAFF_SIGN_IN_FAILED', 'E-mail, password or authenticator code is not right.');

type SignIn = { email: string; password: string; code: string; ip: string; userAgent?: string | undefined };

/**
 * Password and authenticator code together, with one answer for every wrong part. A locked address is refused
 * before any check, so guesses during the lock cost nothing and prove nothing; a success clears its count.
 * Every attempt is in the audit log.
 */
export async function signInStaff(ctx: AppContext, input: SignIn) {
  const nowMs = ctx.clock.now().getTime();
  for (const [key, rule] of [
    [emailKey(input.email), PER_EMAIL],
    [ipKey(input.ip), PER_IP],
  ] as const) {
    const state = await ctx.limiter.peek(key, rule, nowMs);
    if (!state.allowed) {
      await audit(ctx, input, 429, { reason: 'locked' });
      throw new RateLimited(state.retryAfterMs / 1000, LOCKED_MESSAGE, 'STAFF_SIGN_IN_LOCKED');
    }
  }
  const [member] = await ctx.db.select().from(staffMembers).where(eq(staffMembers.email, input.email));
  const usable = member && member.status === 'active' && member.passwordHash;
  const passwordOk = usable
    ? await passwordMatches(input.password, member.passwordHash!)
    : await spendPasswordCheck(input.password).then(() => false);
  const codeOk = passwordOk && (await claimTotpCode(ctx, member!, input.code));
  if (!codeOk) {
    await ctx.limiter.hit(emailKey(input.email), PER_EMAIL, nowMs);
    await ctx.limiter.hit(ipKey(input.ip), PER_IP, nowMs);
    await audit(ctx, input, 401, { reason: passwordOk ? 'wrong code' : 'wrong e-mail or password' }, member?.id);
    throw failed();
  }
  await ctx.limiter.reset(emailKey(input.email), PER_EMAIL, nowMs);
  const now = ctx.clock.now();
  const [signedIn] = await ctx.db
    .update(staffMembers)
    .set({ lastSignInAt: now })
    .where(eq(staffMembers.id, member!.id))
    .returning();
  const session = await createStaffSession(ctx, member!.id, { ip: input.ip, userAgent: input.userAgent });
  await audit(ctx, input, 200, null, member!.id);
  return { token: session.token, answer: staffSessionView(signedIn!, session.expiresAt) };
}

function audit(ctx: AppContext, input: SignIn, statusCode: number, details: object | null, staffId?: number) {
  return recordAudit(ctx, {
    actor: input.email,
    actorKind: 'staff',
    staffId: staffId ?? null,
    action: 'staffSignIn',
    target: input.email,
    statusCode,
    details: { ip: input.ip, ...details },
  });
}
