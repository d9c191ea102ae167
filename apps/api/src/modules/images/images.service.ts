import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { ImageUploadAnswer } from '@shringar/contracts/images';
import { responsiveImage, responsiveImageUrl, uploadedImageName } from '@shringar/contracts/responsive-image';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
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

/** The alt text of each uploaded photo among `urls`, by URL (the demo store's art has none). */
export async function imageAlts(db: Db, urls: readonly string[]): Promise<Map<string, string>> {
  const byId = new Map<string, string>();
  for (const url of urls) {
    const image = responsiveImage(url);
    if (image) byId.set(image.id, url);
  }
  if (!byId.size) return new Map();
  const rows = await db
    .select({ id: images.id, alt: images.alt })
    .from(images)
    .where(inArray(images.id, [...byId.keys()]));
  return new Map(rows.map((row) => [byId.get(row.id)!, row.alt]));
}

/**
 * Checks every uploaded photo among `photos` was uploaded here with exactly this size, and saves its alt text.
 * Returns the indexes of the photos that are not (for a field error); nothing is saved then.
 */
export async function saveImageAlts(db: Db, photos: readonly { url: string; alt: string }[]): Promise<number[]> {
  const uploads = photos.map((p) => responsiveImage(p.url));
  const ids = uploads.flatMap((u) => (u ? [u.id] : []));
  const known = ids.length
    ? await db
        .select({ id: images.id, width: images.width, height: images.height })
        .from(images)
        .where(inArray(images.id, [...new Set(ids)]))
    : [];
  const sizes = new Map(known.map((k) => [k.id, `${k.width}x${k.height}`]));
  const unknown = uploads.flatMap((u, i) => (u && sizes.get(u.id) !== `${u.width}x${u.height}` ? [i] : []));
  if (unknown.length) return unknown;
  for (const [i, upload] of uploads.entries())
    if (upload) await db.update(images).set({ alt: photos[i]!.alt }).where(eq(images.id, upload.id));
  return [];
}
