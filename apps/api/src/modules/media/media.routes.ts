import { mediaEndpoints as endpoints } from '@shringar/contracts/endpoints/media';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../lib/envelope.ts';
import { NotFound } from '../../lib/errors.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { type Image, bannerImage, brandLogo, categoryIcon, offerImage, productImage } from './media.service.ts';

const options = { responses: { 304: z.null().describe('Not modified') } };

/** Images never change for a URL (the URL is the drawing's input), so clients may keep them for a year. */
function sendImage(request: FastifyRequest, reply: FastifyReply, image: Image) {
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', image.etag)
    .header('cross-origin-resource-policy', 'cross-origin');
  if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
}

/** Generated catalogue art: product shots, category icons, brand logos, banners and offer tiles. */
const mediaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  endpointRoute(
    app,
    endpoints.getProductImage,
    async (request, reply) => {
      const { kind, colour, file } = request.params;
      return sendImage(request, reply, await productImage(kind, colour, file));
    },
    options,
  );

  endpointRoute(
    app,
    endpoints.getCategoryImage,
    async (request, reply) => sendImage(request, reply, await categoryIcon(request.params.file)),
    options,
  );

  endpointRoute(
    app,
    endpoints.getBrandImage,
    async (request, reply) => sendImage(request, reply, await brandLogo(request.params.file)),
    options,
  );

  endpointRoute(
    app,
    endpoints.getBannerImage,
    async (request, reply) => {
      const { theme, kind, file } = request.params;
      const { title, subtitle } = request.query;
      return sendImage(request, reply, await bannerImage(theme, kind, file, title, subtitle));
    },
    options,
  );

  endpointRoute(
    app,
    endpoints.getOfferImage,
    async (request, reply) => {
      const { theme, kind, file } = request.params;
      const { title, tag } = request.query;
      return sendImage(request, reply, await offerImage(theme, kind, file, title, tag));
    },
    options,
  );

  // Anything else under /media, including segments longer than the router's parameter limit (which Fastify
  // would otherwise answer with a bare 414), is an image that does not exist. Not an operation of its own.
  app.get(
    '/media/*',
    {
      schema: {
        hide: true,
        tags: ['media'],
        summary: 'Unknown media path',
        params: z.object({ '*': z.string() }),
        response: errorResponses(404),
      },
    },
    async () => {
      throw new NotFound('Image not found.', 'MEDIA_NOT_FOUND');
    },
  );
};

export default mediaRoutes;
