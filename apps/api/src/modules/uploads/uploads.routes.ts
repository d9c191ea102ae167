import { uploadEndpoints as endpoints } from '@shringar/contracts/endpoints/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { isPrivateName } from '../../integrations/files/file-store.ts';
import { NotFound } from '../../lib/errors.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';

/**
 * Uploaded files (profile pictures) by their random name. Only names the store itself gives out are looked
 * up, so paths such as ../../etc/passwd never reach the disk; the bytes are images we re-encoded ourselves.
 */
const uploadsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.getUpload, async (request, reply) => {
    // A return's photos are the shopper's and staff's alone: served by the returns module, never here.
    if (isPrivateName(request.params.file)) throw new NotFound();
    // A bucket behind a CDN serves the bytes itself; names never change their content, so the hop is cached.
    const elsewhere = ctx.files.publicUrl?.(request.params.file);
    if (elsewhere) return reply.header('cache-control', 'public, max-age=31536000, immutable').redirect(elsewhere, 302);
    const file = await ctx.files.get(request.params.file);
    if (!file) throw new NotFound();
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.stream);
  });
};

export default uploadsRoutes;
