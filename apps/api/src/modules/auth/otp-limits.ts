import type { LimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { MAX_CHALLENGE_LEVEL } from './proof-of-work.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** A code lives 5 minutes; each network may try it 5 times, all networks together 30 times. */
export const OTP_TTL_MS = 5 * MINUTE;
export const OTP_TRIES_PER_NETWORK = 5;
export const OTP_MAX_ATTEMPTS = 30;

/**
 * Send limits. Hard (429 with Retry-After): per phone 1 per 30 s, 5 an hour, 10 a day; per network, per prefix
 * (IPv4 /24, IPv6 /48) and store-wide hourly ceilings, the first two far below the last so that one sender,
 * however much work it does, spends only its own share of the store's texts. Soft (a proof-of-work challenge, never a refusal): past a network's or the
 * store's normal hourly rate, or from the phone's third send in an hour.
 */
export const SEND_RULES = {
  phoneSpacing: { limit: 1, windowMs: 30 * SECOND, kind: 'fixed' },
  phoneHourly: { limit: 5, windowMs: HOUR, kind: 'sliding' },
  phoneDaily: { limit: 10, windowMs: DAY, kind: 'sliding' },
  networkHourly: (limit: number): LimitRule => ({ limit, windowMs: HOUR, kind: 'sliding' }),
  prefixHourly: (limit: number): LimitRule => ({ limit, windowMs: HOUR, kind: 'sliding' }),
  globalHourly: (limit: number): LimitRule => ({ limit, windowMs: HOUR, kind: 'fixed' }),
} as const satisfies Record<string, LimitRule | ((n: number) => LimitRule)>;
export const PHONE_SENDS_BEFORE_CHALLENGE = 2;

/**
 * The wrong-code budget of one network (IPv4 address or IPv6 /64): wrong codes that no later sign-in of the same
 * phone from that network redeemed (a shopper's typo followed by the right code costs nothing), over a sliding
 * week. Sized so the expected number of accounts one network can take over per day stays below 1 in 10,000:
 * budget / 7 days / 10^digits < 10^-4 (docs/security.md, 'Sign-in abuse').
 */
export const NETWORK_FAILURE_WINDOW_MS = WEEK;
export const TAKEOVER_TARGET_PER_NETWORK_DAY = 1e-4;
export function networkWrongCodeBudget(otpLength: number): number {
  // In integers: ⌈days × 10^digits / 10,000⌉ − 1.
  const days = NETWORK_FAILURE_WINDOW_MS / DAY;
  return Math.ceil((days * 10 ** otpLength) / (1 / TAKEOVER_TARGET_PER_NETWORK_DAY)) - 1;
}
/** Unredeemed wrong codes a network may make before each of its tries needs a challenge. */
export const networkFreeFailures = (otpLength: number) =>
  Math.max(2, Math.floor(networkWrongCodeBudget(otpLength) / 3));
export const networkFailureRule = (otpLength: number): LimitRule => ({
  limit: networkWrongCodeBudget(otpLength),
  windowMs: NETWORK_FAILURE_WINDOW_MS,
  kind: 'sliding',
});
/** What one network still owes against one phone, so the phone's sign-in can give it back. */
export const NETWORK_PHONE_FAILURE_RULE: LimitRule = { limit: 1_000_000, windowMs: WEEK, kind: 'fixed' };

/**
 * Wrong codes against one phone from every network, over 24 hours: from the third on, every try for that phone
 * needs a challenge, harder the more there were. Nobody's guesses lock a phone against its owner.
 */
export const PHONE_FAILURE_RULE: LimitRule = { limit: 1_000_000, windowMs: DAY, kind: 'sliding' };
export const PHONE_FAILURES_BEFORE_CHALLENGE = 3;

/** Challenge level when `count` has reached `threshold`: 1, plus one per doubling beyond it (backoff). */
export function levelPast(count: number, threshold: number): number {
  if (count < threshold) return 0;
  if (threshold <= 0) return 1;
  return Math.min(MAX_CHALLENGE_LEVEL, 1 + Math.floor(Math.log2(count / threshold)));
}

/** Challenge level of a network past its free wrong codes: one more for each wrong code beyond them. */
export function networkFailureLevel(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(MAX_CHALLENGE_LEVEL, 1 + Math.floor(failures - free));
}

export const keys = {
  phoneSpacing: (phone: string) => `otp:send:30s:${phone}`,
  phoneHourly: (phone: string) => `otp:send:1h:${phone}`,
  phoneDaily: (phone: string) => `otp:send:1d:${phone}`,
  networkSends: (network: string) => `otp:send:net:${network}`,
  prefixSends: (prefix: string) => `otp:send:prefix:${prefix}`,
  global: 'otp:send:global',
  tries: (phone: string, codeCreatedMs: number, network: string) => `otp:tries:${phone}:${codeCreatedMs}:${network}`,
  phoneFailures: (phone: string) => `otp:fail:${phone}`,
  networkFailures: (network: string) => `otp:fail:net:${network}`,
  networkPhoneFailures: (network: string, phone: string) => `otp:fail:net-phone:${network}:${phone}`,
};
