import { uploadImage } from '@shringar/contracts/endpoints/images';
import type { ImageUploadAnswer } from '@shringar/contracts/images';
import { imageFileProblem } from '@shringar/contracts/responsive-image';
import { AdminError, adminExchange } from './admin-request';

/** A picture may take longer to send than a JSON call. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Uploads a picture through POST /admin/images (multipart: the browser sets the boundary); the server checks it
 * by content and answers its URL. A file of the wrong type or size is refused here first,
 * with the server's words.
 */
export async function uploadAdminImage(file: File, alt = ''): Promise<ImageUploadAnswer> {
  const problem = imageFileProblem(file);
  if (problem) throw new AdminError(problem, 400, 'VALIDATION_ERROR');
  const form = new FormData();
  form.set('alt', alt.slice(0, 200));
  form.set('file', file);
  const data = (await adminExchange({
    method: uploadImage.method,
    path: uploadImage.path,
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  })) as ImageUploadAnswer | undefined;
  if (!data) throw new AdminError('The server answered without the picture.', 502);
  return data;
}
