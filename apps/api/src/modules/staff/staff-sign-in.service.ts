import { STAFF_LOCKOUT } from '@shringar/contracts/staff-roles';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { AppError, RateLimited } from '../../lib/errors.ts';
import type { LimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { recordAudit } from './audit-log.ts';
import { passwordMatches, spendPasswordCheck } from './password-hashing.ts';
import { createStaffSession } from './staff-sessions.ts';
import { staffSessionView } from './staff-view.ts';
import { claimTotpCode } from './totp-step.ts';

/**
 * Failures per e-mail address from one client network (IPv4 address, IPv6 /64) before that network is locked out
 * of that address: a flood of wrong passwords from elsewhere locks only its own networks, never the owner's.
 */
const PER_EMAIL_NETWORK: LimitRule = {
  limit: STAFF_LOCKOUT.failures,
  windowMs: STAFF_LOCKOUT.minutes * 60_000,
  kind: 'fixed',
};
/** Failures from one network across addresses: guessing many accounts is slowed too. */
const PER_NETWORK: LimitRule = { limit: 30, windowMs: 60 * 60_000, kind: 'sliding' };

const emailKey = (email: string, network: string) => `staff-sign-in:email:${email}:net:${network}`;
const networkKey = (network: string) => `staff-sign-in:net:${network}`;

const LOCKED_MESSAGE = `Too many failed sign-ins. Try again in ${STAFF_LOCKOUT.minutes} minutes.`;
const failed = () => new AppError(401, 'STAFF_SIGN_IN_FAILED', 'E-mail, password or authenticator code is not right.');
export const CODE_USED_MESSAGE = 'That code was just used. Wait for the next code.';

type SignIn = { email: string; password: string; code: string; ip: string; userAgent?: string | undefined };

/**
 * Password and authenticator code together, with one answer for every wrong part. Each attempt is counted before
 * its password is checked (an atomic increment), so parallel attempts past the limit are refused without a check
 * and guesses during a lock cost nothing and prove nothing; a success, or a right code already used (its owner,
 * typing it twice), gives its count back. Every attempt is in the audit log.
 */
export async function signInStaff(ctx: AppContext, input: SignIn) {
  const nowMs = ctx.clock.now().getTime();
  const network = clientNetwork(input.ip);
  const counted = [
    { key: emailKey(input.email, network), rule: PER_EMAIL_NETWORK },
    { key: networkKey(network), rule: PER_NETWORK },
  ];
  for (const [at, { key, rule }] of counted.entries()) {
    const state = await ctx.limiter.hit(key, rule, nowMs);
    if (!state.allowed) {
      // The rules before this one were counted for an attempt that is not made.
      for (const earlier of counted.slice(0, at)) await ctx.limiter.giveBack(earlier.key, earlier.rule, 1, nowMs);
      await audit(ctx, input, 429, { reason: 'locked' });
      throw new RateLimited(state.retryAfterMs / 1000, LOCKED_MESSAGE, 'STAFF_SIGN_IN_LOCKED');
    }
  }
  const giveBack = async () => {
    for (const { key, rule } of counted) await ctx.limiter.giveBack(key, rule, 1, nowMs);
  };
  const [member] = await ctx.db.select().from(staffMembers).where(eq(staffMembers.email, input.email));
  const usable = member && member.status === 'active' && member.passwordHash;
  const passwordOk = usable
    ? await passwordMatches(input.password, member.passwordHash!)
    : await spendPasswordCheck(input.password).then(() => false);
  const code = passwordOk ? await claimTotpCode(ctx, member!, input.code) : 'wrong';
  if (code === 'used') {
    await giveBack();
    await audit(ctx, input, 401, { reason: 'code already used' }, member!.id);
    throw new AppError(401, 'STAFF_TOTP_CODE_USED', CODE_USED_MESSAGE);
  }
  if (code !== 'claimed') {
    await audit(ctx, input, 401, { reason: passwordOk ? 'wrong code' : 'wrong e-mail or password' }, member?.id);
    throw failed();
  }
  await ctx.limiter.reset(emailKey(input.email, network), PER_EMAIL_NETWORK, nowMs);
  await ctx.limiter.giveBack(networkKey(network), PER_NETWORK, 1, nowMs);
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
