import {
  INVALID_OTP_MESSAGE,
  OTP_ATTEMPTS_MESSAGE,
  type SendOtpAnswer,
  type VerifyOtpAnswer,
} from '@shringar/contracts/auth';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { otpCodes } from '../../db/schema/users.ts';
import { SmsDeliveryError } from '../../integrations/sms/sms-sender.ts';
import { AppError, BadRequest, RateLimited } from '../../lib/errors.ts';
import { getUserProfile } from '../account/account.public.ts';
import { getSettings } from '../settings/settings.public.ts';
import { hashOtp, generateOtp, sameHash, testNumbersOf } from './otp-code.ts';
import {
  FAILURE_RULE,
  keys,
  LOCK_RULE,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  SEND_RULES,
  VERIFY_IP_RULE,
  verifyIpKey,
} from './otp-limits.ts';
import { createSession } from './session.service.ts';
import { findOrCreateUserByPhone } from './sign-in-user.ts';

const SEND_LIMIT_MESSAGE = 'Too many OTP requests. Please try again later.';
const LOCKED_MESSAGE = 'Too many failed attempts. Please try again after an hour.';
const EXPIRED_MESSAGE = 'OTP has expired. Please request a new OTP.';

type ClientMeta = { ip: string; userAgent?: string | undefined };

async function assertNotLocked(ctx: AppContext, phone: string, nowMs: number) {
  const lock = await ctx.limiter.peek(keys.lock(phone), LOCK_RULE, nowMs);
  if (!lock.allowed) throw new RateLimited(lock.retryAfterMs / 1000, LOCKED_MESSAGE, 'PHONE_LOCKED');
}

/**
 * Sends a new code to a 10-digit phone, replacing any earlier one. The same work happens whether or not the
 * phone has an account (accounts are not even looked up), so neither the answer nor its timing tells.
 */
export async function sendOtp(ctx: AppContext, phone10: string, meta: ClientMeta): Promise<SendOtpAnswer> {
  const phone = `+91${phone10}`;
  const now = ctx.clock.now();
  const nowMs = now.getTime();
  const { otpLength } = await getSettings(ctx);
  const fixedCode = testNumbersOf(ctx.config).get(phone);

  await assertNotLocked(ctx, phone, nowMs);
  // Fixed test numbers send no SMS and cost nothing, so store reviewers and end-to-end runs are not throttled.
  if (!fixedCode) {
    await ctx.limiter.enforce(
      [
        { key: keys.ip(meta.ip), rule: SEND_RULES.ipHourly(ctx.config.OTP_SENDS_PER_IP_HOURLY) },
        { key: keys.phoneSpacing(phone), rule: SEND_RULES.phoneSpacing },
        { key: keys.phoneHourly(phone), rule: SEND_RULES.phoneHourly },
        { key: keys.phoneDaily(phone), rule: SEND_RULES.phoneDaily },
        { key: keys.global, rule: SEND_RULES.globalHourly(ctx.config.SMS_HOURLY_CAP) },
      ],
      nowMs,
      SEND_LIMIT_MESSAGE,
    );
  }

  const code = fixedCode ?? generateOtp(otpLength);
  const values = {
    codeHash: hashOtp(ctx.config, phone, code),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(nowMs + OTP_TTL_MS),
    consumedAt: null,
  };
  await ctx.db
    .insert(otpCodes)
    .values({ phone, ...values })
    .onConflictDoUpdate({ target: otpCodes.phone, set: values });

  if (!fixedCode) {
    try {
      await ctx.sms.sendOtp(phone, code, { expiresInMinutes: OTP_TTL_MS / 60_000 });
    } catch (err) {
      ctx.log.error({ err: err instanceof SmsDeliveryError ? err.message : err }, 'OTP SMS failed');
      await ctx.db.delete(otpCodes).where(and(eq(otpCodes.phone, phone), eq(otpCodes.codeHash, values.codeHash)));
      throw new AppError(503, 'SMS_FAILED', 'Failed to send OTP. Please try again.');
    }
  }
  return {
    otpLength: code.length,
    expiresInSeconds: OTP_TTL_MS / 1000,
    resendAfterSeconds: SEND_RULES.phoneSpacing.windowMs / 1000,
  };
}

/** Counts a wrong code; the 10th within 24 hours locks the phone for an hour. */
async function recordFailure(ctx: AppContext, phone: string, nowMs: number) {
  const failures = await ctx.limiter.hit(keys.failures(phone), FAILURE_RULE, nowMs);
  if (failures.count >= FAILURE_RULE.limit) await ctx.limiter.hit(keys.lock(phone), LOCK_RULE, nowMs);
}

/**
 * Checks a code and signs the shopper in (creating the account on first sign-in) with a new session token.
 * Every try first takes one of the code's 5 attempts with a conditional update, and success consumes the code
 * with another, so parallel tries can neither exceed the attempts nor use one code twice.
 */
export async function verifyOtp(
  ctx: AppContext,
  phone10: string,
  otp: string,
  meta: ClientMeta,
): Promise<VerifyOtpAnswer> {
  const phone = `+91${phone10}`;
  const now = ctx.clock.now();
  const nowMs = now.getTime();
  await ctx.limiter.enforce([{ key: verifyIpKey(meta.ip), rule: VERIFY_IP_RULE }], nowMs);
  await assertNotLocked(ctx, phone, nowMs);
  const offered = hashOtp(ctx.config, phone, otp);

  const [attempt] = await ctx.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.phone, phone),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: otpCodes.codeHash });

  if (!attempt) {
    // No live code to guess against: not counted as a failure (parallel retries of a right code land here).
    const [code] = await ctx.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    if (code && !code.consumedAt && code.attempts >= OTP_MAX_ATTEMPTS)
      throw new BadRequest(OTP_ATTEMPTS_MESSAGE, 'OTP_ATTEMPTS_EXCEEDED');
    if (code && !code.consumedAt && code.expiresAt <= now) throw new BadRequest(EXPIRED_MESSAGE, 'OTP_EXPIRED');
    throw new BadRequest(INVALID_OTP_MESSAGE, 'OTP_INVALID');
  }
  if (!sameHash(attempt.codeHash, offered)) {
    await recordFailure(ctx, phone, nowMs);
    throw new BadRequest(INVALID_OTP_MESSAGE, 'OTP_INVALID');
  }

  const consumed = await ctx.db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.codeHash, offered), isNull(otpCodes.consumedAt)))
    .returning({ phone: otpCodes.phone });
  // Another request with the same code got there first.
  if (!consumed.length) throw new BadRequest(INVALID_OTP_MESSAGE, 'OTP_INVALID');

  await ctx.limiter.reset(keys.failures(phone), FAILURE_RULE, nowMs);
  const userId = await findOrCreateUserByPhone(ctx, phone);
  const { token } = await createSession(ctx, userId, meta);
  return { token, user: await getUserProfile(ctx, userId) };
}
