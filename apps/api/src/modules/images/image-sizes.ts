import type { Sharp } from 'sharp';
import {
  IMAGE_MAX_SIDE,
  IMAGE_MESSAGES,
  IMAGE_MIN_SIDE,
  heightAt,
  widthsFor,
} from '@shringar/contracts/responsive-image';
import { UnsupportedMediaType, ValidationError } from '../../lib/errors.ts';
import { loadSharp } from '../../lib/load-sharp.ts';

/** The formats sharp may report for a file we accept; the name and the declared type are never trusted. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);
const MAX_PIXELS = 60_000_000;

export type EncodedSize = { width: number; height: number; webp: Buffer; avif: Buffer };
export type EncodedImage = { width: number; height: number; sizes: EncodedSize[] };

/**
 * Reads the header (sharp sniffs the magic bytes), refuses anything but JPEG, PNG, WebP and AVIF and sizes
 * outside the sane range, then decodes fully and writes each width in WebP and AVIF. EXIF orientation is
 * applied and the metadata (GPS position among it) dropped. An HEIF container holding HEVC rather than AV1 is
 * not AVIF and fails to decode here, so it is refused too.
 */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED.has(meta.format)) throw new UnsupportedMediaType(IMAGE_MESSAGES.WRONG_TYPE);
  if (meta.format === 'heif' && meta.compression !== 'av1') throw new UnsupportedMediaType(IMAGE_MESSAGES.WRONG_TYPE);
  // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (width < IMAGE_MIN_SIDE || height < IMAGE_MIN_SIDE) throw ValidationError.field('file', IMAGE_MESSAGES.TOO_SMALL);
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) throw ValidationError.field('file', IMAGE_MESSAGES.TOO_BIG);

  let upright: Sharp;
  try {
    // One full decode, checked to the last byte, shared by every size.
    const raw = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    upright = sharp(raw.data, { raw: raw.info });
  } catch {
    throw new UnsupportedMediaType(IMAGE_MESSAGES.UNREADABLE);
  }
  const sizes: EncodedSize[] = [];
  for (const w of widthsFor(width)) {
    const h = heightAt(w, width, height);
    const resized = upright.clone().resize(w, h, { fit: 'fill' });
    const [webp, avif] = await Promise.all([
      resized.clone().webp({ quality: 80 }).toBuffer(),
      // effort 2 of 9: a few percent larger files for a fraction of the encoding time on a small server.
      resized.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
    ]);
    sizes.push({ width: w, height: h, webp, avif });
  }
  const largest = sizes[sizes.length - 1]!;
  return { width: largest.width, height: largest.height, sizes };
}
