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
import { clientNetwork, clientPrefix } from '../../lib/client-network.ts';
import { AppError, BadRequest, RateLimited } from '../../lib/errors.ts';
import { getUserProfile, setPreferredLocale, verifiedShopperId } from '../account/account.public.ts';
import { getSettings } from '../settings/settings.public.ts';
import { hashOtp, generateOtp, sameHash, testNumbersOf } from './otp-code.ts';
import {
  keys,
  levelPast,
  NETWORK_PHONE_FAILURE_RULE,
  networkFailureLevel,
  networkFailureRule,
  networkFreeFailures,
  OTP_MAX_ATTEMPTS,
  OTP_TRIES_PER_NETWORK,
  OTP_TTL_MS,
  PHONE_FAILURE_RULE,
  PHONE_FAILURES_BEFORE_CHALLENGE,
  PHONE_SENDS_BEFORE_CHALLENGE,
  SEND_RULES,
} from './otp-limits.ts';
import { requireProofOfWork } from './proof-of-work.ts';
import { createSession } from './session.service.ts';

const SEND_LIMIT_MESSAGE = 'Too many OTP requests. Please try again later.';
const NETWORK_FAILURES_MESSAGE = 'Too many wrong codes from your network. Please try again later.';
const EXPIRED_MESSAGE = 'OTP has expired. Please request a new OTP.';

type ClientMeta = {
  ip: string;
  userAgent?: string | undefined;
  proofOfWork?: string | undefined;
  /** The sign-in page's language: the OTP SMS is sent in it, and a verified sign-in records it as the shopper's. */
  locale?: 'en' | 'hi' | undefined;
};

/**
 * How hard a challenge a send needs (0: none): past the network's normal hourly rate, from the phone's third
 * send in an hour, or past the store's normal hourly SMS rate — then for everyone, so one attacker cannot spend
 * the store's SMS budget while real shoppers still get their codes for a little work.
 */
async function sendChallengeLevel(ctx: AppContext, phone: string | null, network: string, nowMs: number) {
  const { limiter, config } = ctx;
  const [net, phoneHour, global] = await Promise.all([
    limiter.peek(keys.networkSends(network), SEND_RULES.networkHourly(config.OTP_SENDS_PER_NETWORK_HOURLY_MAX), nowMs),
    phone ? limiter.peek(keys.phoneHourly(phone), SEND_RULES.phoneHourly, nowMs) : null,
    limiter.peek(keys.global, SEND_RULES.globalHourly(config.SMS_HOURLY_CAP), nowMs),
  ]);
  return Math.max(
    levelPast(net.count, config.OTP_SENDS_PER_IP_HOURLY),
    levelPast(phoneHour?.count ?? 0, PHONE_SENDS_BEFORE_CHALLENGE),
    levelPast(global.count, config.SMS_HOURLY_CHALLENGE_AFTER),
  );
}

/**
 * How hard a challenge a try needs (0: none): a network past its free wrong codes, or a phone with wrong codes
 * from anywhere, harder with each one (backoff). A network past its weekly budget is refused outright.
 */
async function verifyChallengeLevel(
  ctx: AppContext,
  phone: string | null,
  network: string,
  otpLength: number,
  nowMs: number,
) {
  const [netFailures, phoneFailures] = await Promise.all([
    ctx.limiter.peek(keys.networkFailures(network), networkFailureRule(otpLength), nowMs),
    phone ? ctx.limiter.peek(keys.phoneFailures(phone), PHONE_FAILURE_RULE, nowMs) : null,
  ]);
  return {
    netFailures,
    level: Math.max(
      networkFailureLevel(netFailures.count, networkFreeFailures(otpLength)),
      levelPast(phoneFailures?.count ?? 0, PHONE_FAILURES_BEFORE_CHALLENGE),
    ),
  };
}

/**
 * The level of challenge to hand out (GET /auth/challenge): at least 1, and as hard as a send or a try of this
 * network (and phone, when given) needs right now, so one solved challenge always suffices.
 */
export async function challengeLevelFor(ctx: AppContext, ip: string, phone10?: string): Promise<number> {
  const network = clientNetwork(ip);
  const nowMs = ctx.clock.now().getTime();
  const { otpLength } = await getSettings(ctx);
  const phone = phone10 ? `+91${phone10}` : null;
  const [send, verify] = await Promise.all([
    sendChallengeLevel(ctx, phone, network, nowMs),
    verifyChallengeLevel(ctx, phone, network, otpLength, nowMs),
  ]);
  return Math.max(1, send, verify.level);
}

/**
 * Sends a new code to a 10-digit phone, replacing any earlier one. The same work happens whether or not the
 * phone has an account (accounts are not even looked up), so neither the answer nor its timing tells.
 */
export async function sendOtp(ctx: AppContext, phone10: string, meta: ClientMeta): Promise<SendOtpAnswer> {
  const phone = `+91${phone10}`;
  const now = ctx.clock.now();
  const nowMs = now.getTime();
  const network = clientNetwork(meta.ip);
  const { otpLength } = await getSettings(ctx);
  const fixedCode = testNumbersOf(ctx.config).get(phone);

  // Fixed test numbers send no SMS and cost nothing, so store reviewers and end-to-end runs are not throttled.
  if (!fixedCode) {
    // The challenge comes first: a shopper asked for one retries at once, and must not meet the 30 s spacing.
    await requireProofOfWork(ctx, await sendChallengeLevel(ctx, phone, network, nowMs), meta.proofOfWork);
    await ctx.limiter.enforce(
      [
        { key: keys.phoneSpacing(phone), rule: SEND_RULES.phoneSpacing },
        { key: keys.phoneHourly(phone), rule: SEND_RULES.phoneHourly },
        { key: keys.phoneDaily(phone), rule: SEND_RULES.phoneDaily },
        {
          key: keys.networkSends(network),
          rule: SEND_RULES.networkHourly(ctx.config.OTP_SENDS_PER_NETWORK_HOURLY_MAX),
        },
        {
          key: keys.prefixSends(clientPrefix(meta.ip)),
          rule: SEND_RULES.prefixHourly(ctx.config.OTP_SENDS_PER_PREFIX_HOURLY_MAX),
        },
        // Last: a send its own network's or prefix's budget refuses never counts against everyone's.
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
      await ctx.sms.sendOtp(phone, code, { expiresInMinutes: OTP_TTL_MS / 60_000, locale: meta.locale ?? 'en' });
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

/**
 * Counts a wrong code against the phone (all networks: challenges for its next tries) and, unless the phone is
 * a fixed test number whose code is public anyway, against the network's weekly budget, remembering what the
 * network owes this phone so the phone's own sign-in can give it back.
 */
async function recordFailure(ctx: AppContext, phone: string, network: string, otpLength: number, nowMs: number) {
  await ctx.limiter.hit(keys.phoneFailures(phone), PHONE_FAILURE_RULE, nowMs);
  if (testNumbersOf(ctx.config).has(phone)) return;
  await ctx.limiter.hit(keys.networkFailures(network), networkFailureRule(otpLength), nowMs);
  await ctx.limiter.hit(keys.networkPhoneFailures(network, phone), NETWORK_PHONE_FAILURE_RULE, nowMs);
}

/** A right code redeems the network's wrong codes against this phone: a typo followed by the code is free. */
async function redeemFailures(ctx: AppContext, phone: string, network: string, otpLength: number, nowMs: number) {
  const owed = await ctx.limiter.peek(keys.networkPhoneFailures(network, phone), NETWORK_PHONE_FAILURE_RULE, nowMs);
  if (owed.count > 0) {
    await ctx.limiter.giveBack(keys.networkFailures(network), networkFailureRule(otpLength), owed.count, nowMs);
    await ctx.limiter.reset(keys.networkPhoneFailures(network, phone), NETWORK_PHONE_FAILURE_RULE, nowMs);
  }
  await ctx.limiter.reset(keys.phoneFailures(phone), PHONE_FAILURE_RULE, nowMs);
}

/** Before a try: the network's weekly wrong-code budget (429 past it), then the challenge if one is due. */
async function guardVerify(ctx: AppContext, phone: string, network: string, otpLength: number, meta: ClientMeta) {
  const nowMs = ctx.clock.now().getTime();
  const { netFailures, level } = await verifyChallengeLevel(ctx, phone, network, otpLength, nowMs);
  if (!netFailures.allowed) throw new RateLimited(netFailures.retryAfterMs / 1000, NETWORK_FAILURES_MESSAGE);
  await requireProofOfWork(ctx, level, meta.proofOfWork);
}

/**
 * Checks a code and signs the shopper in (creating the account on first sign-in) with a new session token.
 * Every try first takes one of the code's attempts with a conditional update (and one of its network's, with an
 * atomic counter), and success consumes the code with another, so parallel tries can neither exceed the
 * attempts nor use one code twice. Another network's wrong tries never use up this network's.
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
  const network = clientNetwork(meta.ip);
  const { otpLength } = await getSettings(ctx);
  await guardVerify(ctx, phone, network, otpLength, meta);
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
    .returning({ codeHash: otpCodes.codeHash, createdAt: otpCodes.createdAt });

  if (!attempt) {
    // No live code to guess against: not counted as a failure (parallel retries of a right code land here).
    const [code] = await ctx.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    if (code && !code.consumedAt && code.attempts >= OTP_MAX_ATTEMPTS)
      throw new BadRequest(OTP_ATTEMPTS_MESSAGE, 'OTP_ATTEMPTS_EXCEEDED');
    if (code && !code.consumedAt && code.expiresAt <= now) throw new BadRequest(EXPIRED_MESSAGE, 'OTP_EXPIRED');
    throw new BadRequest(INVALID_OTP_MESSAGE, 'OTP_INVALID');
  }
  const tries = await ctx.limiter.hit(
    keys.tries(phone, attempt.createdAt.getTime(), network),
    { limit: OTP_TRIES_PER_NETWORK, windowMs: OTP_TTL_MS, kind: 'fixed' },
    nowMs,
  );
  if (!tries.allowed) throw new BadRequest(OTP_ATTEMPTS_MESSAGE, 'OTP_ATTEMPTS_EXCEEDED');
  if (!sameHash(attempt.codeHash, offered)) {
    await recordFailure(ctx, phone, network, otpLength, nowMs);
    throw new BadRequest(INVALID_OTP_MESSAGE, 'OTP_INVALID');
  }

  const consumed = await ctx.db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.codeHash, offered), isNull(otpCodes.consumedAt)))
    .returning({ phone: otpCodes.phone });
  // Another request with the same code got there first.
  if (!consumed.length) throw new BadRequest(INVALID_OTP_MESSAGE, 'OTP_INVALID');

  await redeemFailures(ctx, phone, network, otpLength, nowMs);
  const userId = await verifiedShopperId(ctx.db, phone, ctx.clock.now());
  // Signing in on the Hindi pages (or the English ones) makes that the language of the shopper's messages.
  if (meta.locale) await setPreferredLocale(ctx.db, userId, meta.locale);
  const { token } = await createSession(ctx, userId, meta);
  return { token, user: await getUserProfile(ctx, userId) };
}
