import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** s3rver ships no types: the part of it a test uses. */
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** s3rver accepts these (and checks the request signatures made with them). */
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
};

/** An S3-compatible server (s3rver, a dev dependency) on a free loopback port with one empty bucket. */
export async function startLocalS3(bucket = 'shringar-test'): Promise<LocalS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'shringar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
