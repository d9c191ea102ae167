import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../lib/envelope.ts';
import { NotFound } from '../../lib/errors.ts';

/**
 * Uploaded files (profile pictures) by their random name. Only names the store itself gives out are looked
 * up, so paths such as ../../etc/passwd never reach the disk; the bytes are images we re-encoded ourselves.
 */
const uploadsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/uploads/:file',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image (immutable: a new upload gets a new name)',
        params: z.object({ file: z.string().max(64) }),
        response: { 200: z.any().describe('The image bytes'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const file = await ctx.files.get(request.params.file);
      if (!file) throw new NotFound();
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.stream);
    },
  );
};

export default uploadsRoutes;
