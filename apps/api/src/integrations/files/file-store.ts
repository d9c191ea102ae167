import type { Readable } from 'node:stream';

/**
 * A stored file's name: random hex, for catalogue photos the size (`-640x480`), and an extension we chose, so a
 * name can never walk out of the store.
 */
export const STORED_NAME = /^(ret-)?[a-f0-9]{32}(-\d{1,5}x\d{1,5})?\.(webp|avif|png|jpg)$/;

/**
 * A private file (a return's photos, `ret-…`): stored like any upload but never served by the public /uploads
 * route nor redirected to a public bucket URL; only the returns module hands it to its shopper and to staff.
 */
export const isPrivateName = (name: string) => name.startsWith('ret-');

export type StoredFile = { stream: Readable; size: number; contentType: string };

/** Where uploaded files live: local disk by default, an S3-compatible bucket with FILE_STORE=s3. */
export interface FileStore {
  /** Saves bytes under a name matching STORED_NAME. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file, or null when it does not exist or the name is not a stored name. */
  get(name: string): Promise<StoredFile | null>;
  remove(name: string): Promise<void>;
  /** Where browsers can fetch the file straight from the store (S3_PUBLIC_URL), or null to serve it ourselves. */
  publicUrl?(name: string): string | null;
  close?(): Promise<void>;
}

const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', png: 'image/png' };
export const contentTypeOf = (name: string) => TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'image/jpeg';
