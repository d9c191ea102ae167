import { authEndpoints as endpoints } from '@shringar/contracts/endpoints/auth';
import { authSchemas as schemas } from '@shringar/contracts/endpoints/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { Unauthorized } from '../../lib/errors.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { sendOtp, verifyOtp } from './otp.service.ts';
import { revokeSession } from './session.service.ts';

/** OTP sign-in and logout (API.md 'Sign-in'). */
const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.sendOtp, schemas.sendOtp, async (request) =>
    ok(await sendOtp(ctx, request.body.phoneNumber, { ip: request.ip }), 'OTP sent successfully'),
  );

  endpointRoute(app, endpoints.verifyOtp, schemas.verifyOtp, async (request) =>
    ok(
      await verifyOtp(ctx, request.body.phoneNumber, request.body.otp, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
      'Signed in successfully',
    ),
  );

  endpointRoute(app, endpoints.logout, schemas.logout, async (request) => {
    if (!request.auth) throw new Unauthorized();
    await revokeSession(ctx, request.auth.sessionId);
    return ok({ loggedOut: true as const }, 'Logged out successfully');
  });
};

export default authRoutes;
