import { schemaTable } from '../endpoint.ts';
import { uploadParams, uploadedFileSchema } from '../media.ts';
import { uploadEndpoints } from './uploads.ts';

export const uploadSchemas = schemaTable(uploadEndpoints, {
  getUpload: { params: uploadParams, response: uploadedFileSchema },
});
