import { z } from 'zod';
import { userSchema } from './user.ts';

export const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';
export const INVALID_OTP_MESSAGE = 'Invalid OTP. Please try again.';
export const OTP_ATTEMPTS_MESSAGE = 'Too many attempts. Please request a new OTP.';

/** An Indian mobile number as shoppers type it: 10 digits starting 6-9 (stored as +91XXXXXXXXXX). */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Accepts the number as a string or a JSON number (some mobile clients send one), trimmed. */
export const mobileNumber = z
  .union([z.string(), z.number()], { error: PHONE_MESSAGE })
  .transform((v) => String(v).trim())
  .refine((v) => MOBILE_PATTERN.test(v), PHONE_MESSAGE);

export const sendOtpBody = z.object({ phoneNumber: mobileNumber });
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
    .refine((v) => /^\d{4,8}$/.test(v), INVALID_OTP_MESSAGE),
});
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;

export const verifyOtpAnswer = z.object({ token: z.string(), user: userSchema });
export type VerifyOtpAnswer = z.infer<typeof verifyOtpAnswer>;

export const logoutAnswer = z.object({ loggedOut: z.literal(true) });
