import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';

/** Outside production a missing OTP_SECRET gets one per process (codes then die with the process, which is fine). */
const processSecret = randomBytes(32).toString('hex');

const secretOf = (config: Config) => config.OTP_SECRET ?? processSecret;

/** The sign-in secret other sign-in keys are derived from (proof-of-work signatures). */
export const otpSecretOf = secretOf;

/** A code of `length` digits from the CSPRNG, every value equally likely (leading zeros kept). */
export function generateOtp(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** HMAC-SHA256(secret, phone:code): a stolen table neither reveals codes nor works for another phone. */
export function hashOtp(config: Config, phone: string, code: string): string {
  return createHmac('sha256', secretOf(config)).update(`${phone}:${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** OTP_TEST_NUMBERS=9999999999:1234,8888888888:123456 as a map from E.164 phone to its fixed code. */
export function parseTestNumbers(raw: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of raw.split(',')) {
    const [phone, code] = entry.split(':').map((s) => s.trim());
    if (phone && code && /^[6-9]\d{9}$/.test(phone) && /^\d{4,8}$/.test(code)) map.set(`+91${phone}`, code);
  }
  return map;
}

/** Fixed codes apply outside production only (assertProductionSafe refuses them there as well). */
export function testNumbersOf(config: Config): Map<string, string> {
  if (config.NODE_ENV === 'production' && !config.ALLOW_UNSAFE_PRODUCTION) return new Map();
  return parseTestNumbers(config.OTP_TEST_NUMBERS);
}
