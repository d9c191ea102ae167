import multipart from '@fastify/multipart';
import { accountEndpoints as endpoints } from '@shringar/contracts/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { getUserProfile, setUserRated, updateProfile } from './account.service.ts';
import { MULTIPART_MAX_BYTES, assertDeclaredSize, readProfileForm } from './read-profile-form.ts';

/** The signed-in shopper's profile: read, update (JSON or multipart with a picture), rated flag. */
const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Multipart is parsed only in this plugin's scope: no other route accepts file uploads.
  await app.register(multipart, {
    limits: { fileSize: MULTIPART_MAX_BYTES - 64 * 1024, files: 2, fields: 10, fieldSize: 4096, parts: 12 },
  });

  endpointRoute(app, endpoints.getProfile, async (request) => ok(await getUserProfile(ctx, userIdOf(request))));

  endpointRoute(
    app,
    endpoints.updateProfile,
    async (request) => {
      const { changes, image } = request.isMultipart()
        ? await readProfileForm(request)
        : { changes: request.body ?? {}, image: undefined };
      return ok(await updateProfile(ctx, userIdOf(request), changes, image), 'Profile updated successfully');
    },
    { preValidation: async (request) => assertDeclaredSize(request) },
  );

  endpointRoute(app, endpoints.markUserRated, async (request) =>
    ok(await setUserRated(ctx, userIdOf(request), request.body?.isUserRated ?? true)),
  );
};

export default accountRoutes;
