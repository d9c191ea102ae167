import { sendOtpAnswer, sendOtpBody, verifyOtpAnswer, verifyOtpBody } from '@shringar/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { Unauthorized } from '../../lib/errors.ts';
import { sendOtp, verifyOtp } from './otp.service.ts';
import { revokeSession } from './session.service.ts';

/** OTP sign-in and logout (API.md 'Sign-in'). */
const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/user/send-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a sign-in code by SMS',
        description:
          'Phone: 10 digits starting 6-9. Replaces any earlier code; a code lives 5 minutes. Limits: 1 send ' +
          'per phone per 30 s, 5 an hour, 10 a day; per IP per hour; a global hourly SMS cap (429 with Retry-After).',
        body: sendOtpBody,
        response: { 200: envelope(sendOtpAnswer), ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => ok(await sendOtp(ctx, request.body.phoneNumber, { ip: request.ip }), 'OTP sent successfully'),
  );

  app.post(
    '/auth/user/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check the code and sign in (creating the account on first sign-in)',
        description:
          'Always issues a new token. 5 wrong tries end a code; 10 failures in 24 hours lock the phone for an hour (429).',
        body: verifyOtpBody,
        response: { 200: envelope(verifyOtpAnswer), ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      ok(
        await verifyOtp(ctx, request.body.phoneNumber, request.body.otp, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
        'Signed in successfully',
      ),
  );

  app.post(
    '/auth/user/logout',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'End this session (the token stops working at once)',
        security: [{ bearer: [] }],
        response: { 200: envelope(z.object({ loggedOut: z.literal(true) })), ...errorResponses(401) },
      },
    },
    async (request) => {
      if (!request.auth) throw new Unauthorized();
      await revokeSession(ctx, request.auth.sessionId);
      return ok({ loggedOut: true as const }, 'Logged out successfully');
    },
  );
};

export default authRoutes;
