import type { ProductCsvPreview } from '@shringar/contracts/admin-product-csv';
import { adminPreviewProductImport } from '@shringar/contracts/endpoints/admin-products';
import { API_PREFIX } from '~/lib/api-transport';
import { AdminError } from '../kit/api/admin-request';

type Envelope = {
  data?: ProductCsvPreview;
  message?: string;
  code?: string;
  errors?: { field: string; message: string }[];
};

/** The answer's JSON envelope; null when a proxy answered with something else (an HTML error page). */
function envelopeOf(text: string): Envelope | null {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
}

/** Where an upload is: sending the file (with the share sent), or the server checking its records. */
export type UploadStage = { stage: 'sending'; sent: number; total: number } | { stage: 'checking' };

/**
 * Sends the CSV file itself as the body (text/csv; the browser streams it from disk) and reports the upload's
 * progress, which fetch cannot; the server reads the records as they arrive and answers the preview.
 */
export function uploadCsvForPreview(file: File, onProgress: (stage: UploadStage) => void): Promise<ProductCsvPreview> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(adminPreviewProductImport.method, `${API_PREFIX}${adminPreviewProductImport.path}`);
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = 300_000;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ stage: 'sending', sent: e.loaded, total: e.total });
    };
    xhr.upload.onload = () => onProgress({ stage: 'checking' });
    const unreachable = () =>
      reject(new AdminError('The server cannot be reached. Check the connection and try again.', null, 'NETWORK'));
    xhr.onerror = unreachable;
    xhr.ontimeout = unreachable;
    xhr.onload = () => {
      const json = envelopeOf(xhr.responseText);
      if (xhr.status === 200 && json?.data) resolve(json.data);
      else
        reject(
          new AdminError(json?.message ?? `The server answered ${xhr.status}.`, xhr.status, json?.code, json?.errors),
        );
    };
    xhr.send(file);
  });
}
