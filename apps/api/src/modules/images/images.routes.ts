import multipart from '@fastify/multipart';
import { imageEndpoints as endpoints } from '@shringar/contracts/endpoints/images';
import { IMAGE_MAX_BYTES } from '@shringar/contracts/responsive-image';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { auditActorOf } from '../staff/staff.public.ts';
import { storeUploadedImage } from './images.service.ts';
import { readImageForm } from './read-image-form.ts';

/** Catalogue photo uploads. Multipart is parsed in this plugin's scope only. */
const imagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });

  endpointRoute(app, endpoints.uploadImage, async (request) => {
    const form = await readImageForm(request);
    const image = await storeUploadedImage(ctx, { ...form, uploadedBy: auditActorOf(request.operator) });
    request.auditChange = {
      target: image.imageId,
      after: { width: image.width, height: image.height, alt: image.alt },
    };
    return ok(image);
  });
};

export default imagesRoutes;
