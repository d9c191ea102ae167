import { schemaTable } from '../endpoint.ts';
import { imageUploadAnswer, imageUploadForm } from '../images.ts';
import { imageEndpoints } from './images.ts';

export const imageSchemas = schemaTable(imageEndpoints, {
  uploadImage: { body: imageUploadForm, response: imageUploadAnswer },
});
