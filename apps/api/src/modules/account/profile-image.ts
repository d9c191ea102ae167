import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { STORED_NAME } from '../../integrations/files/file-store.ts';
import { AppError, UnsupportedMediaType } from '../../lib/errors.ts';
import { sniffImageType } from '../../lib/image-type.ts';
import { loadSharp } from '../../lib/load-sharp.ts';
import { PROFILE_IMAGE_MESSAGES } from '@shringar/contracts/profile-image';

const UNSUPPORTED = PROFILE_IMAGE_MESSAGES.WRONG_TYPE;

/** Public path of a stored upload. */
const uploadUrl = (name: string) => `/api/v4/uploads/${name}`;

export function fileNameFromUrl(url: string): string | null {
  const name = url.split('/').pop() ?? '';
  return url.startsWith('/api/v4/uploads/') && STORED_NAME.test(name) ? name : null;
}

/**
 * Checks the bytes are a real JPEG, PNG or WebP (magic number, then a full decode by sharp), re-encodes them as
 * a 512×512 WebP — which also drops EXIF data such as GPS position — and stores it under a random name.
 */
export async function storeProfileImage(ctx: AppContext, bytes: Buffer): Promise<string> {
  if (!sniffImageType(bytes)) throw new UnsupportedMediaType(UNSUPPORTED);
  const sharp = await loadSharp();
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(512, 512, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new UnsupportedMediaType('The image could not be read. Please upload a JPEG, PNG or WebP image');
  }
  const name = `${randomBytes(16).toString('hex')}.webp`;
  try {
    await ctx.files.put(name, webp);
  } catch (err) {
    // A full or read-only upload folder: the shopper's profile stays as it was and they may try again later.
    ctx.log.error({ code: (err as NodeJS.ErrnoException).code }, 'profile picture not stored');
    throw new AppError(
      503,
      'SERVICE_UNAVAILABLE',
      'Your picture could not be saved right now. Please try again later.',
      undefined,
      {
        'retry-after': '60',
      },
    );
  }
  return uploadUrl(name);
}
