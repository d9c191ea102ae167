import { randomBytes } from 'node:crypto';
import { RETURN_PHOTO_MESSAGES } from '@shringar/contracts/return-rules';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { returnPhotos } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/errors.ts';
import { sniffImageType } from '../../lib/image-type.ts';
import { loadSharp } from '../../lib/load-sharp.ts';

/** The larger view fits in this square (enough to see a scratch or a broken seal); the thumbnail in the smaller. */
const FULL_SIDE = 1600;
const THUMB_SIDE = 320;
const MAX_PIXELS = 50_000_000;

export type EncodedPhoto = {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
};
export type StoredPhoto = Omit<EncodedPhoto, 'full' | 'thumb'> & { fileName: string; thumbName: string };

/** The refusal of a photo names the field `photos`, whatever its status. */
const refused = (message: string) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message, [{ field: 'photos', message }]);

/**
 * Checks each photo is a JPEG, PNG or WebP by its first bytes, then decodes it in full (a renamed text file or a
 * truncated image is refused) and re-encodes it as WebP, upright, its metadata (GPS position among it) dropped.
 */
export async function encodeReturnPhotos(photos: readonly Buffer[]): Promise<EncodedPhoto[]> {
  if (photos.some((bytes) => !sniffImageType(bytes))) throw refused(RETURN_PHOTO_MESSAGES.WRONG_TYPE);
  if (!photos.length) return [];
  const sharp = await loadSharp();
  const encoded: EncodedPhoto[] = [];
  for (const bytes of photos) {
    try {
      const raw = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const upright = sharp(raw.data, { raw: raw.info });
      const full = await upright
        .clone()
        .resize(FULL_SIDE, FULL_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const thumb = await upright
        .clone()
        .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer({ resolveWithObject: true });
      encoded.push({
        full: full.data,
        thumb: thumb.data,
        width: full.info.width,
        height: full.info.height,
        thumbWidth: thumb.info.width,
        thumbHeight: thumb.info.height,
      });
    } catch {
      throw refused(RETURN_PHOTO_MESSAGES.UNREADABLE);
    }
  }
  return encoded;
}

/** Writes the files under private names (`ret-…`, never served by /uploads). Files first: a row never points at nothing. */
export async function putReturnPhotoFiles(ctx: AppContext, photos: readonly EncodedPhoto[]): Promise<StoredPhoto[]> {
  const written: string[] = [];
  const stored: StoredPhoto[] = [];
  try {
    for (const { full, thumb, ...size } of photos) {
      const id = randomBytes(16).toString('hex');
      const fileName = `ret-${id}.webp`;
      const thumbName = `ret-${id}-${size.thumbWidth}x${size.thumbHeight}.webp`;
      await ctx.files.put(fileName, full);
      written.push(fileName);
      await ctx.files.put(thumbName, thumb);
      written.push(thumbName);
      stored.push({ ...size, fileName, thumbName });
    }
  } catch (err) {
    ctx.log.error({ code: (err as NodeJS.ErrnoException).code }, 'return photo not stored');
    await removeReturnPhotoFiles(ctx, written);
    throw new AppError(
      503,
      'SERVICE_UNAVAILABLE',
      'Your photos could not be saved right now. Please try again later.',
      undefined,
      {
        'retry-after': '60',
      },
    );
  }
  return stored;
}

export async function removeReturnPhotoFiles(ctx: AppContext, names: readonly string[]) {
  await Promise.all(names.map((name) => ctx.files.remove(name).catch(() => {})));
}

/** The photo rows of a new return, in its transaction. */
export async function insertReturnPhotoRows(tx: Db, returnId: number, photos: readonly StoredPhoto[], now: Date) {
  if (!photos.length) return;
  await tx.insert(returnPhotos).values(
    photos.map((p, i) => ({
      returnId,
      position: i + 1,
      fileName: p.fileName,
      thumbName: p.thumbName,
      width: p.width,
      height: p.height,
      createdAt: now,
    })),
  );
}
