import type { Config } from '../../config.ts';
import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

/** Local disk under UPLOAD_DIR by default; an S3-compatible bucket with FILE_STORE=s3 (several processes). */
export async function createFileStore(config: Config): Promise<FileStore> {
  if (config.FILE_STORE === 'local') return new LocalFileStore(config.UPLOAD_DIR);
  // Loaded only when configured (and left out of the production bundle): the AWS SDK is a large part of a start.
  const sdk = await import('@aws-sdk/client-s3');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return new S3FileStore(
    {
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      prefix: config.S3_KEY_PREFIX,
      publicUrl: config.S3_PUBLIC_URL,
    },
    sdk,
  );
}
