import type { LimitRule } from '../../lib/rate-limit/rate-limiter.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A code lives 5 minutes and allows 5 wrong tries. */
export const OTP_TTL_MS = 5 * MINUTE;
export const OTP_MAX_ATTEMPTS = 5;

/** Send limits of API.md: per phone 1 per 30 s, 5 an hour, 10 a day; per IP and globally per hour. */
export const SEND_RULES = {
  phoneSpacing: { limit: 1, windowMs: 30 * SECOND, kind: 'fixed' },
  phoneHourly: { limit: 5, windowMs: HOUR, kind: 'sliding' },
  phoneDaily: { limit: 10, windowMs: DAY, kind: 'sliding' },
  ipHourly: (limit: number): LimitRule => ({ limit, windowMs: HOUR, kind: 'sliding' }),
  globalHourly: (limit: number): LimitRule => ({ limit, windowMs: HOUR, kind: 'fixed' }),
} as const satisfies Record<string, LimitRule | ((n: number) => LimitRule)>;

/** 10 wrong codes within 24 hours lock the phone for an hour. */
export const FAILURE_RULE: LimitRule = { limit: 10, windowMs: DAY, kind: 'sliding' };
export const LOCK_RULE: LimitRule = { limit: 1, windowMs: HOUR, kind: 'fixed' };

export const keys = {
  phoneSpacing: (phone: string) => `otp:send:30s:${phone}`,
  phoneHourly: (phone: string) => `otp:send:1h:${phone}`,
  phoneDaily: (phone: string) => `otp:send:1d:${phone}`,
  ip: (ip: string) => `otp:send:ip:${ip}`,
  global: 'otp:send:global',
  failures: (phone: string) => `otp:fail:${phone}`,
  lock: (phone: string) => `otp:lock:${phone}`,
};

/** Verifies per IP per hour: one IP guessing codes across many phones is slowed down as well. */
export const VERIFY_IP_RULE: LimitRule = { limit: 100, windowMs: HOUR, kind: 'sliding' };
export const verifyIpKey = (ip: string) => `otp:verify:ip:${ip}`;
