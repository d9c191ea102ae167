import type { z } from 'zod';
import type { sendOtpAnswer, sendOtpBody, verifyOtpAnswer, verifyOtpBody } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';

/** OTP sign-in and logout (API.md 'Sign-in'). */

export const sendOtp = defineEndpoint<{ body: typeof sendOtpBody; response: typeof sendOtpAnswer }>()({
  operationId: 'sendOtp',
  method: 'POST',
  path: '/auth/user/send-otp',
  access: 'public',
  tags: ['auth'],
  summary: 'Send a sign-in code by SMS',
  errors: [400, 429, 503],
});

export const verifyOtp = defineEndpoint<{ body: typeof verifyOtpBody; response: typeof verifyOtpAnswer }>()({
  operationId: 'verifyOtp',
  method: 'POST',
  path: '/auth/user/verify-otp',
  access: 'public',
  tags: ['auth'],
  summary: 'Check the code and sign in (creating the account on first sign-in)',
  errors: [400, 429],
});

export const logout = defineEndpoint<{ response: z.ZodObject<{ loggedOut: z.ZodLiteral<true> }> }>()({
  operationId: 'logout',
  method: 'POST',
  path: '/auth/user/logout',
  access: 'shopper',
  tags: ['auth'],
  summary: 'End this session (the token stops working at once)',
  errors: [401],
});

export const authEndpoints = { sendOtp, verifyOtp, logout };
