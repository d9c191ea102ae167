import { uploadParams, uploadedFileSchema } from '../media.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Uploaded files (profile pictures) by the random name the store gave them. */

export const getUpload = defineEndpoint({
  operationId: 'getUpload',
  method: 'GET',
  path: '/uploads/{file}',
  access: 'public',
  tags: ['uploads'],
  summary: 'An uploaded image (immutable: a new upload gets a new name)',
  produces: 'image/webp',
  errors: [400, 404],
  schemas: { params: uploadParams, response: uploadedFileSchema },
});

export const uploadEndpoints = { getUpload };
