import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { ImageUploadAnswer } from '@shringar/contracts/images';
import { responsiveImage, responsiveImageUrl, uploadedImageName } from '@shringar/contracts/responsive-image';
import type { AppContext } from '../../context.ts';
import { images } from '../../db/schema/images.ts';
import { AppError } from '../../lib/errors.ts';
import { encodeImage } from './image-sizes.ts';

const unavailable = () =>
  new AppError(
    503,
    'SERVICE_UNAVAILABLE',
    'The photo could not be saved right now. Please try again later.',
    undefined,
    {
      'retry-after': '60',
    },
  );

/** The answer for a stored image: the plain URL (largest WebP) and both srcsets. */
function answerOf(row: { id: string; width: number; height: number; alt: string }): ImageUploadAnswer {
  const set = responsiveImage(responsiveImageUrl(row.id, row.width, row.height))!;
  return { imageId: row.id, url: set.url, srcset: set.srcset, width: row.width, height: row.height, alt: row.alt };
}

/**
 * Turns an upload into its sizes, stores every file, then records the image. Files first: a row never points
 * at files that are not there; files whose row was never written are unreferenced and harmless.
 */
export async function storeUploadedImage(
  ctx: AppContext,
  input: { bytes: Buffer; alt?: string | undefined; uploadedBy: string },
): Promise<ImageUploadAnswer> {
  const encoded = await encodeImage(input.bytes);
  const id = randomBytes(16).toString('hex');
  const names: string[] = [];
  try {
    for (const size of encoded.sizes) {
      for (const format of ['webp', 'avif'] as const) {
        const name = uploadedImageName(id, size.width, size.height, format);
        await ctx.files.put(name, size[format]);
        names.push(name);
      }
    }
  } catch (err) {
    ctx.log.error({ code: (err as NodeJS.ErrnoException).code }, 'catalogue photo not stored');
    await Promise.all(names.map((name) => ctx.files.remove(name).catch(() => {})));
    throw unavailable();
  }
  const row = {
    id,
    width: encoded.width,
    height: encoded.height,
    widths: encoded.sizes.map((s) => s.width),
    alt: input.alt ?? '',
    uploadedBy: input.uploadedBy,
  };
  await ctx.db.insert(images).values({ ...row, createdAt: ctx.clock.now() });
  return answerOf(row);
}

/** Uploaded images by id (unknown ids are left out): their URLs, srcsets, size and alt text. */
export async function imagesById(ctx: AppContext, ids: readonly string[]): Promise<Map<string, ImageUploadAnswer>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .select({ id: images.id, width: images.width, height: images.height, alt: images.alt })
    .from(images)
    .where(inArray(images.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, answerOf(row)]));
}
