import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../lib/envelope.ts';
import { NotFound } from '../../lib/errors.ts';
import { type Image, bannerImage, brandLogo, categoryIcon, offerImage, productImage } from './media.service.ts';

const svg = z.string().describe('An SVG image (image/svg+xml)');
const segment = z.string().max(200);
const responses = { 200: svg, 304: z.null().describe('Not modified'), ...errorResponses(400, 404) };
const text = (max: number) => z.string().trim().min(1).max(max);

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
  app.get(
    '/media/product/:kind/:colour/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Product shot of a kind of product in a colour (hex, no #); the seed file name varies the shot',
        params: z.object({ kind: segment, colour: segment, file: segment }),
        response: responses,
      },
    },
    async (request, reply) => {
      const { kind, colour, file } = request.params;
      return sendImage(request, reply, productImage(kind, colour, file));
    },
  );

  app.get(
    '/media/category/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Round category icon, by product kind ({kind}.svg)',
        params: z.object({ file: segment }),
        response: responses,
      },
    },
    async (request, reply) => sendImage(request, reply, categoryIcon(request.params.file)),
  );

  app.get(
    '/media/brand/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Brand logo drawn from the brand slug ({slug}.svg)',
        params: z.object({ file: segment }),
        response: responses,
      },
    },
    async (request, reply) => sendImage(request, reply, brandLogo(request.params.file)),
  );

  app.get(
    '/media/banner/:theme/:kind/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Home banner (1600×600) with a headline and sub-line; file is the product colour ({hex}.svg)',
        params: z.object({ theme: segment, kind: segment, file: segment }),
        querystring: z.object({ title: text(60), subtitle: text(90) }),
        response: responses,
      },
    },
    async (request, reply) => {
      const { theme, kind, file } = request.params;
      const { title, subtitle } = request.query;
      return sendImage(request, reply, bannerImage(theme, kind, file, title, subtitle));
    },
  );

  app.get(
    '/media/offer/:theme/:kind/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Special-offer tile (600×600) with a title and a tag; file is the product colour ({hex}.svg)',
        params: z.object({ theme: segment, kind: segment, file: segment }),
        querystring: z.object({ title: text(60), tag: text(24) }),
        response: responses,
      },
    },
    async (request, reply) => {
      const { theme, kind, file } = request.params;
      const { title, tag } = request.query;
      return sendImage(request, reply, offerImage(theme, kind, file, title, tag));
    },
  );

  // Anything else under /media, including segments longer than the router's parameter limit (which Fastify
  // would otherwise answer with a bare 414), is an image that does not exist.
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
