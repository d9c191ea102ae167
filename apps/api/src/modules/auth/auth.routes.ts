import { authEndpoints as endpoints } from '@shringar/contracts/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { Unauthorized } from '../../lib/errors.ts';
import type { LimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { challengeLevelFor, sendOtp, verifyOtp } from './otp.service.ts';
import { issueChallenge } from './proof-of-work.ts';
import { revokeSession } from './session.service.ts';

const CHALLENGES_PER_NETWORK: LimitRule = { limit: 600, windowMs: 60 * 60_000, kind: 'sliding' };

/** OTP sign-in and logout (API.md 'Sign-in'). */
const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.sendOtp, async (request) =>
    ok(
      await sendOtp(ctx, request.body.phoneNumber, {
        ip: request.ip,
        proofOfWork: request.body.proofOfWork,
        locale: request.body.locale,
      }),
      'OTP sent successfully',
    ),
  );

  endpointRoute(app, endpoints.verifyOtp, async (request) =>
    ok(
      await verifyOtp(ctx, request.body.phoneNumber, request.body.otp, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        proofOfWork: request.body.proofOfWork,
        locale: request.body.locale,
      }),
      'Signed in successfully',
    ),
  );

  // Fetching challenges is itself limited per network, so nobody makes the store sign them by the thousand.
  endpointRoute(
    app,
    endpoints.getSignInChallenge,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const level = await challengeLevelFor(ctx, request.ip, request.query.phoneNumber);
      return ok(await issueChallenge(ctx, level), 'Challenge issued');
    },
    { onRequest: rateLimit(ctx, 'pow:issue', CHALLENGES_PER_NETWORK) },
  );

  endpointRoute(app, endpoints.logout, async (request) => {
    if (!request.auth) throw new Unauthorized();
    await revokeSession(ctx, request.auth.sessionId);
    return ok({ loggedOut: true as const }, 'Logged out successfully');
  });
};

export default authRoutes;
