import {
  challengeAnswer,
  challengeQuery,
  logoutAnswer,
  sendOtpAnswer,
  sendOtpBody,
  verifyOtpAnswer,
  verifyOtpBody,
} from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';

/** OTP sign-in and logout. */

const tags = ['auth'] as const;

export const sendOtp = defineEndpoint({
  operationId: 'sendOtp',
  method: 'POST',
  path: '/auth/user/send-otp',
  access: 'public',
  tags,
  summary: 'Send a sign-in code by SMS',
  description:
    'Phone: 10 digits starting 6-9. Replaces any earlier code; a code lives 5 minutes. Limits: 1 send ' +
    'per phone per 30 s, 5 an hour, 10 a day (429 with Retry-After). Past the normal rate of a network (IPv4 ' +
    'address or IPv6 /64), of the phone or of the whole store, a send needs a solved proof-of-work challenge ' +
    '(429 CHALLENGE_REQUIRED: solve one from GET /auth/challenge and send it again with `proofOfWork`); a hard ' +
    'per-network and store-wide hourly cap stays (429 with Retry-After).',
  errors: [400, 429, 503],
  errorCodes: ['CHALLENGE_INVALID', 'CHALLENGE_REQUIRED', 'SMS_FAILED'],
  schemas: { body: sendOtpBody, response: sendOtpAnswer },
});

export const verifyOtp = defineEndpoint({
  operationId: 'verifyOtp',
  method: 'POST',
  path: '/auth/user/verify-otp',
  access: 'public',
  tags,
  summary: 'Check the code and sign in (creating the account on first sign-in)',
  description:
    'Always issues a new token. Each network has 5 tries per code. After wrong codes against the phone, or from ' +
    "the network, a try needs a solved proof-of-work challenge (429 CHALLENGE_REQUIRED); a network's wrong " +
    "codes that no sign-in of the same phone redeemed are capped per week (429 with Retry-After). Nobody else's " +
    'guesses lock a phone.',
  errors: [400, 429],
  errorCodes: ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_ATTEMPTS_EXCEEDED', 'CHALLENGE_INVALID', 'CHALLENGE_REQUIRED'],
  schemas: { body: verifyOtpBody, response: verifyOtpAnswer },
});

export const getSignInChallenge = defineEndpoint({
  operationId: 'getSignInChallenge',
  method: 'GET',
  path: '/auth/challenge',
  access: 'public',
  tags,
  summary: 'A proof-of-work challenge for a sign-in call that answered CHALLENGE_REQUIRED',
  description:
    'An ALTCHA v2 challenge (PBKDF2/SHA-256, deterministic): find the counter whose derived key starts with ' +
    "`keyPrefix`, then send base64(JSON({ challenge, solution })) as the sign-in call's `proofOfWork`. Harder " +
    'while the network or the store is busier than normal; valid 5 minutes, once.',
  errors: [400, 429],
  schemas: { query: challengeQuery, response: challengeAnswer },
});

export const logout = defineEndpoint({
  operationId: 'logout',
  method: 'POST',
  path: '/auth/user/logout',
  access: 'shopper',
  tags,
  summary: 'End this session (the token stops working at once)',
  errors: [401],
  schemas: { response: logoutAnswer },
});

export const authEndpoints = { sendOtp, verifyOtp, getSignInChallenge, logout };
