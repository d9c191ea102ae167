import multipart from '@fastify/multipart';
import { userRatedBody, userSchema, userUpdateBody } from '@shringar/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { getUserProfile, setUserRated, updateProfile } from './account.service.ts';
import { MULTIPART_MAX_BYTES, assertDeclaredSize, readProfileForm } from './read-profile-form.ts';

/** The signed-in shopper's profile: read, update (JSON or multipart with a picture), rated flag. */
const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Multipart is parsed only in this plugin's scope: no other route accepts file uploads.
  await app.register(multipart, {
    limits: { fileSize: MULTIPART_MAX_BYTES - 64 * 1024, files: 2, fields: 10, fieldSize: 4096, parts: 12 },
  });

  app.get(
    '/user',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'The signed-in shopper, with ordersCount and wishlistCount',
        security: [{ bearer: [] }],
        response: { 200: envelope(userSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await getUserProfile(ctx, userIdOf(request))),
  );

  app.post(
    '/user/update',
    {
      onRequest: app.requireUser,
      preValidation: async (request) => assertDeclaredSize(request),
      schema: {
        tags: ['account'],
        summary: 'Update name and email, and optionally the profile picture',
        description:
          'JSON { name?, email? } or multipart/form-data with text fields name, email and a file profilePic ' +
          '(JPEG, PNG or WebP, checked by content, at most 5 MB; stored as a 512×512 WebP). Other fields, ' +
          'such as walletAmount or isVerified, are ignored.',
        consumes: ['application/json', 'multipart/form-data'],
        security: [{ bearer: [] }],
        body: userUpdateBody.nullish(),
        response: { 200: envelope(userSchema), ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const { changes, image } = request.isMultipart()
        ? await readProfileForm(request)
        : { changes: request.body ?? {}, image: undefined };
      return ok(await updateProfile(ctx, userIdOf(request), changes, image), 'Profile updated successfully');
    },
  );

  app.post(
    '/user/update-is-user-rated',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Record that the shopper has rated the app',
        security: [{ bearer: [] }],
        body: userRatedBody.nullish(),
        response: { 200: envelope(userSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await setUserRated(ctx, userIdOf(request), request.body?.isUserRated ?? true)),
  );
};

export default accountRoutes;
