import { imageUploadAnswer, imageUploadForm } from '../images.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/** Catalogue photo uploads (operator console). */

export const uploadImage = defineEndpoint({
  operationId: 'uploadImage',
  method: 'POST',
  path: '/admin/images',
  access: 'operator',
  permission: 'catalogue.manage',
  tags: ['admin'],
  summary: 'Operator: upload a catalogue photo; it is stored in responsive WebP and AVIF sizes',
  description:
    'multipart/form-data with one file `file` (JPEG, PNG, WebP or AVIF, checked by its content, at most 10 MB, ' +
    '200 to 12,000 pixels a side) and an optional text field `alt`. Stored 320/640/960/1280 pixels wide (never ' +
    'upscaled) in WebP and AVIF, served from /uploads with immutable caching.',
  consumes: ['multipart/form-data'],
  multipart: true,
  errors: [400, ...guard.errors, 413, 415, 503],
  errorCodes: guard.errorCodes,
  schemas: { body: imageUploadForm, response: imageUploadAnswer },
});

export const imageEndpoints = { uploadImage };
