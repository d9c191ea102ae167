import { defineEndpoint } from '../endpoint.ts';
import type { uploadParams, uploadedFileSchema } from '../media.ts';

/** Uploaded files (profile pictures) by the random name the store gave them. Schemas: ./uploads.schemas.ts. */

export const getUpload = defineEndpoint<{ params: typeof uploadParams; response: typeof uploadedFileSchema }>()({
  operationId: 'getUpload',
  method: 'GET',
  path: '/uploads/{file}',
  access: 'public',
  tags: ['uploads'],
  summary: 'An uploaded image (immutable: a new upload gets a new name)',
  produces: 'image/webp',
  errors: [400, 404],
});

export const uploadEndpoints = { getUpload };
