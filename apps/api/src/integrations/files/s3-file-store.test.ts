import * as sdk from '@aws-sdk/client-s3';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type LocalS3, startLocalS3 } from '../../../test/local-s3.ts';
import { S3FileStore } from './s3-file-store.ts';

/*
 * FILE_STORE=s3 against a local S3-compatible server (s3rver): an upload lands in the bucket, not on disk, any
 * process of the store serves it, a replaced picture's object is deleted, and S3_PUBLIC_URL sends browsers to
 * the bucket's public address instead of streaming through the store.
 */
const NAME = `${'ab'.repeat(16)}.webp`;

function multipart(bytes: Buffer) {
  const boundary = '----shringar-s3-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profilePic"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (red: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: red, g: 90, b: 120 } } })
    .png()
    .toBuffer();

describe('uploads in an S3-compatible bucket', () => {
  let s3: LocalS3;
  let bucket: S3Client;
  let t: TestApp;
  let other: TestApp;
  const s3Config = () => ({
    FILE_STORE: 's3',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_KEY_PREFIX: 'uploads/',
    UPLOAD_DIR: '/nonexistent/never-written',
  });
  const keys = async () =>
    ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key).sort();

  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    t = await createTestApp({ config: s3Config() });
    // Another process of the same store (its own database here: files are what it shares).
    other = await createTestApp({ config: s3Config() });
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
    bucket?.destroy();
    await s3?.close();
  });

  it('stores a profile picture in the bucket and serves it from any process; a replaced one is deleted', async () => {
    const { token } = await createUser(t.ctx);
    const first = await t.call({ method: 'POST', url: '/api/v4/user/update', token, ...multipart(await png(200)) });
    expect(first.status).toBe(200);
    const url: string = first.body.data.profileImageUrl;
    const name = url.split('/').pop()!;
    expect(await keys()).toEqual([`uploads/${name}`]);
    const stored = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/${name}` }));
    expect(stored.ContentType).toBe('image/webp');
    expect(stored.CacheControl).toContain('immutable');

    for (const app of [t, other]) {
      const img = await app.app.inject({ method: 'GET', url });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
      expect(Number(img.headers['content-length'])).toBe(img.rawPayload.length);
      expect(await sharp(img.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    }

    const second = await t.call({ method: 'POST', url: '/api/v4/user/update', token, ...multipart(await png(40)) });
    expect(second.status).toBe(200);
    const replaced = second.body.data.profileImageUrl.split('/').pop();
    expect(await keys()).toEqual([`uploads/${replaced}`]);
    expect((await other.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 404 for a name the bucket does not hold, and never looks up a name it did not give out', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/uploads/${NAME}` })).statusCode).toBe(404);
    const options = { bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, credentials: s3 };
    const store = new S3FileStore(options, sdk);
    try {
      expect(await store.get('../../etc/passwd')).toBeNull();
      await expect(store.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/Not a stored file name/);
    } finally {
      await store.close();
    }
  });

  it('redirects to S3_PUBLIC_URL when the bucket is public', async () => {
    const cdn = await createTestApp({ config: { ...s3Config(), S3_PUBLIC_URL: 'https://cdn.example.in/store/' } });
    try {
      const res = await cdn.app.inject({ method: 'GET', url: `/api/v4/uploads/${NAME}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`https://cdn.example.in/store/uploads/${NAME}`);
      expect(res.headers['cache-control']).toContain('immutable');
    } finally {
      await cdn.close();
    }
  });
});
