import { uploadImage } from '@shringar/contracts/endpoints/images';
import type { ImageUploadAnswer } from '@shringar/contracts/images';
import { API_PREFIX, currentTransport } from '~/lib/api-transport';
import { AdminError } from './admin-request';

/** Uploads one catalogue photo (multipart: the browser sets the boundary); the server checks it by content. */
export async function uploadCatalogueImage(file: File, alt = ''): Promise<ImageUploadAnswer> {
  const form = new FormData();
  form.set('alt', alt);
  form.set('file', file);
  const answer = await currentTransport()({
    method: uploadImage.method,
    url: `${API_PREFIX}${uploadImage.path}`,
    headers: { Accept: 'application/json' },
    body: form,
    signal: AbortSignal.timeout(120_000),
  }).catch(() => {
    throw new AdminError('The server cannot be reached. Check the connection and try again.', null, 'NETWORK');
  });
  const json = answer.json as { message?: string; code?: string; data?: ImageUploadAnswer } | null;
  if (answer.status === 200 && json?.data) return json.data;
  throw new AdminError(json?.message ?? `The server answered ${answer.status}.`, answer.status, json?.code);
}
