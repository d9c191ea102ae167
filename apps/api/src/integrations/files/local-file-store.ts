import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { contentTypeOf, type FileStore, STORED_NAME, type StoredFile } from './file-store.ts';

/** Files in one flat directory (config.UPLOAD_DIR). Names are checked against STORED_NAME on every call. */
export class LocalFileStore implements FileStore {
  private readonly dir: string;
  private ready: Promise<unknown> | null = null;

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  private pathOf(name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
    return join(this.dir, name);
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(name);
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    // Write then rename, so a reader never sees half a file.
    const tmp = `${path}.${process.pid}.tmp`;
    try {
      await writeFile(tmp, bytes, { flag: 'wx' });
      await rename(tmp, path);
    } catch (err) {
      // A full or read-only disk leaves no half-written file behind.
      await rm(tmp, { force: true }).catch(() => {});
      throw err;
    }
  }

  async get(name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    const path = this.pathOf(name);
    try {
      const s = await stat(path);
      if (!s.isFile()) return null;
      return { stream: createReadStream(path), size: s.size, contentType: contentTypeOf(name) };
    } catch {
      return null;
    }
  }

  async remove(name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    await rm(this.pathOf(name), { force: true });
  }
}
