import { uploadImage } from '@shringar/contracts/endpoints/images';
import type { ImageUploadAnswer } from '@shringar/contracts/images';
import { imageFileProblem } from '@shringar/contracts/responsive-image';
import { API_PREFIX } from '~/lib/api-transport';
import { AdminError } from './admin-request';

/**
 * Uploads a picture through POST /admin/images (multipart, so not through the JSON client): the server checks it
 * by content and answers its URL. A file of the wrong type or size is refused here first, with the same words.
 */
export async function uploadAdminImage(file: File, alt: string): Promise<ImageUploadAnswer> {
  const problem = imageFileProblem(file);
  if (problem) throw new AdminError(problem, 400, 'VALIDATION_ERROR');
  const form = new FormData();
  form.set('alt', alt.slice(0, 200));
  form.set('file', file);
  const answer = await fetch(`${API_PREFIX}${uploadImage.path}`, {
    method: uploadImage.method,
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  }).catch(() => {
    throw new AdminError('The server cannot be reached. Check the connection and try again.', null, 'NETWORK');
  });
  const json = (await answer.json().catch(() => null)) as {
    success?: boolean;
    message?: string;
    code?: string;
    data?: ImageUploadAnswer;
  } | null;
  if (answer.ok && json?.data) return json.data;
  throw new AdminError(json?.message ?? `The server answered ${answer.status}.`, answer.status, json?.code);
}
