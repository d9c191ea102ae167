import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { contentTypeOf, type FileStore, isPrivateName, STORED_NAME, type StoredFile } from './file-store.ts';

/** The AWS SDK, loaded by the caller only when a bucket is configured (it is a large part of a start). */
export type S3Sdk = typeof import('@aws-sdk/client-s3');

export type S3FileStoreOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, Spaces…); AWS itself when absent. Addressed by path, not subdomain. */
  endpoint?: string | undefined;
  /** Absent: the SDK's own chain (environment, instance role, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Key prefix inside the bucket, so one bucket can hold several stores. */
  prefix?: string;
  /** Where the bucket's objects are public (a CDN or the bucket's website URL); uploads are redirected there. */
  publicUrl?: string | undefined;
};

/**
 * Uploaded files in an S3-compatible bucket, shared by every process of the store. Names are checked against
 * STORED_NAME on every call, as on disk; objects carry their image type and immutable caching.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly prefix: string;

  constructor(
    private readonly options: S3FileStoreOptions,
    private readonly sdk: S3Sdk,
  ) {
    this.client = new sdk.S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      maxAttempts: 3,
    });
    this.prefix = options.prefix ?? '';
  }

  private keyOf(name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
    return this.prefix + name;
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.keyOf(name),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentTypeOf(name),
        CacheControl: isPrivateName(name) ? 'private, no-store' : 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(name) }),
      );
      if (!(object.Body instanceof Readable)) return null;
      return { stream: object.Body, size: object.ContentLength ?? 0, contentType: contentTypeOf(name) };
    } catch (err) {
      const { NoSuchKey, S3ServiceException } = this.sdk;
      if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404))
        return null;
      throw err;
    }
  }

  async remove(name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(name) }));
  }

  publicUrl(name: string): string | null {
    if (!this.options.publicUrl || !STORED_NAME.test(name)) return null;
    return `${this.options.publicUrl.replace(/\/+$/, '')}/${this.prefix}${name}`;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
