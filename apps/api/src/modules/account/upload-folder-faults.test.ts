import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The upload folder full, or read-only: a new profile picture is refused with a 503 in the envelope, the
 * profile stays as it was, and no half-written file is left behind. A small tmpfs makes a real full or
 * read-only file system (mounting needs root, which the test machines have).
 */
const canMount = process.getuid?.() === 0;

function multipart(name: string, bytes: Buffer) {
  const boundary = `----fault${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profilePic"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.runIf(canMount)('an upload folder that is full or read-only', () => {
  const root = mkdtempSync(join(tmpdir(), 'shringar-uploads-'));
  const mounted: string[] = [];
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
    for (const dir of mounted) execFileSync('umount', ['-l', dir]);
    rmSync(root, { recursive: true, force: true });
  });

  /** A tmpfs at `dir`: `full` fills it to the last byte, `readOnly` mounts it read-only. */
  function mountFolder(name: string, kind: 'full' | 'readOnly') {
    const dir = join(root, name);
    mkdirSync(dir);
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=64k${kind === 'readOnly' ? ',ro' : ''}`, 'tmpfs', dir]);
    mounted.push(dir);
    if (kind === 'full') {
      try {
        writeFileSync(join(dir, 'filler'), Buffer.alloc(1024 * 1024));
      } catch {
        // ENOSPC: the folder is now full
      }
    }
    return dir;
  }

  for (const kind of ['full', 'readOnly'] as const) {
    it(`refuses a new picture with 503 when the folder is ${kind === 'full' ? 'full' : 'read-only'}, changing nothing`, async () => {
      const dir = mountFolder(kind, kind);
      const t = await createTestApp({ config: { UPLOAD_DIR: dir } });
      apps.push(t);
      const shopper = await createUser(t.ctx, { name: 'Asha Rao' });
      const [before] = await t.db.select().from(users).where(eq(users.id, shopper.user.id));
      const files = readdirSync(dir);
      const image = await sharp({
        create: {
          width: 64,
          height: 64,
          channels: 3,
          background: { r: 0, g: 0, b: 0 },
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png()
        .toBuffer();
      const res = await t.call({
        method: 'POST',
        url: '/api/v4/user/update',
        token: shopper.token,
        ...multipart('Asha R', image),
      });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        success: false,
        message: 'Your picture could not be saved right now. Please try again later.',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(res.headers['retry-after']).toBe('60');
      const [after] = await t.db.select().from(users).where(eq(users.id, shopper.user.id));
      expect(after).toEqual(before);
      expect(readdirSync(dir)).toEqual(files);
      // The rest of the profile still works.
      const name = await t.call({
        method: 'POST',
        url: '/api/v4/user/update',
        token: shopper.token,
        payload: { name: 'Asha R' },
      });
      expect(name.status).toBe(200);
    }, 120_000);
  }
});
