import { z } from 'zod';
import { userSchema } from './user.ts';

import { PHONE_MESSAGE, INVALID_OTP_MESSAGE, CHALLENGE_INVALID_MESSAGE, MOBILE_PATTERN } from './auth-messages.ts';

export {
  PHONE_MESSAGE,
  INVALID_OTP_MESSAGE,
  OTP_ATTEMPTS_MESSAGE,
  CHALLENGE_REQUIRED_MESSAGE,
  CHALLENGE_INVALID_MESSAGE,
  MOBILE_PATTERN,
} from './auth-messages.ts';

/**
 * The rule of a number typed as text or sent as a JSON number, for the API description: text that is `digits`
 * once trimmed, or a whole number in [min, max]. The refine below is what the server checks; this says the same.
 */
export const digitsOrNumber = (digits: string, min: number, max: number) => ({
  anyOf: [
    { type: 'string', pattern: `^\\s*${digits}\\s*$` },
    { type: 'integer', minimum: min, maximum: max },
  ],
});

/** Accepts the number as a string or a JSON number (some mobile clients send one), trimmed. */
export const mobileNumber = z
  .union([z.string(), z.number()], { error: PHONE_MESSAGE })
  .transform((v) => String(v).trim())
  .refine((v) => MOBILE_PATTERN.test(v), PHONE_MESSAGE)
  .meta({ ...digitsOrNumber('[6-9]\\d{9}', 6_000_000_000, 9_999_999_999), description: 'A 10-digit mobile number' });

/**
 * A solved proof-of-work challenge (GET /auth/challenge), base64 of `{ challenge, solution }` as ALTCHA's solver
 * produces it. Needed only when the API answered CHALLENGE_REQUIRED; each one works once.
 */
export const proofOfWork = z
  .string({ error: CHALLENGE_INVALID_MESSAGE })
  .min(1, CHALLENGE_INVALID_MESSAGE)
  .max(4000, CHALLENGE_INVALID_MESSAGE);

/** The sign-in page's language: 'hi' on /hi sends the OTP SMS in Hindi and makes Hindi the shopper's language. */
const signInLocale = z.enum(['en', 'hi'], { error: 'locale must be en or hi' }).optional();

export const sendOtpBody = z.object({
  phoneNumber: mobileNumber,
  proofOfWork: proofOfWork.optional(),
  locale: signInLocale,
});
export type SendOtpBody = z.input<typeof sendOtpBody>;

export const sendOtpAnswer = z.object({
  /** Digits in the code (settings.otpLength): the code form shows this many boxes. */
  otpLength: z.number().int(),
  expiresInSeconds: z.number().int(),
  /** When the shopper may ask for another code. */
  resendAfterSeconds: z.number().int(),
});
export type SendOtpAnswer = z.infer<typeof sendOtpAnswer>;

export const verifyOtpBody = z.object({
  phoneNumber: mobileNumber,
  otp: z
    .union([z.string(), z.number()], { error: INVALID_OTP_MESSAGE })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{4,8}$/.test(v), INVALID_OTP_MESSAGE)
    .meta({ ...digitsOrNumber('\\d{4,8}', 1000, 99_999_999), description: 'The 4 to 8 digit code' }),
  proofOfWork: proofOfWork.optional(),
  locale: signInLocale,
});
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;

export const verifyOtpAnswer = z.object({ token: z.string(), user: userSchema });
export type VerifyOtpAnswer = z.infer<typeof verifyOtpAnswer>;

/** The phone the challenge is for, when known: its own recent sends and wrong codes then count too. */
export const challengeQuery = z.object({ phoneNumber: mobileNumber.optional() });

/** An ALTCHA (v2, deterministic) proof-of-work challenge, signed by the server; it expires after a few minutes. */
export const challengeAnswer = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type ChallengeAnswer = z.infer<typeof challengeAnswer>;

export const logoutAnswer = z.object({ loggedOut: z.literal(true) });
