import type { logoutAnswer, sendOtpAnswer, sendOtpBody, verifyOtpAnswer, verifyOtpBody } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';

/** OTP sign-in and logout. Schemas: ./auth.schemas.ts. */

const tags = ['auth'] as const;

export const sendOtp = defineEndpoint<{ body: typeof sendOtpBody; response: typeof sendOtpAnswer }>()({
  operationId: 'sendOtp',
  method: 'POST',
  path: '/auth/user/send-otp',
  access: 'public',
  tags,
  summary: 'Send a sign-in code by SMS',
  description:
    'Phone: 10 digits starting 6-9. Replaces any earlier code; a code lives 5 minutes. Limits: 1 send ' +
    'per phone per 30 s, 5 an hour, 10 a day; per IP per hour; a global hourly SMS cap (429 with Retry-After).',
  errors: [400, 429, 503],
  errorCodes: ['PHONE_LOCKED', 'SMS_FAILED'],
});

export const verifyOtp = defineEndpoint<{ body: typeof verifyOtpBody; response: typeof verifyOtpAnswer }>()({
  operationId: 'verifyOtp',
  method: 'POST',
  path: '/auth/user/verify-otp',
  access: 'public',
  tags,
  summary: 'Check the code and sign in (creating the account on first sign-in)',
  description:
    'Always issues a new token. 5 wrong tries end a code; 10 failures in 24 hours lock the phone for an hour (429).',
  errors: [400, 429],
  errorCodes: ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_ATTEMPTS_EXCEEDED', 'PHONE_LOCKED'],
});

export const logout = defineEndpoint<{ response: typeof logoutAnswer }>()({
  operationId: 'logout',
  method: 'POST',
  path: '/auth/user/logout',
  access: 'shopper',
  tags,
  summary: 'End this session (the token stops working at once)',
  errors: [401],
});

export const authEndpoints = { sendOtp, verifyOtp, logout };
