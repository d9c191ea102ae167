/**
 * Uploaded catalogue photos and the sizes the server makes of them. Zod-free, so product cards and the
 * console read the same rule without loading schemas.
 *
 * An upload is stored once per width, in WebP and AVIF, under `<id>-<width>x<height>.<format>`. The URL the
 * catalogue keeps is the largest WebP, so everything that shows a plain image (cart, wishlist, orders) keeps
 * working, and the other sizes follow from that one URL by the rule below: no look-up per image.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
const LARGEST = 1280;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Smaller than this on either side is not a product photo; larger than this is not a photo we accept. */
export const IMAGE_MIN_SIDE = 200;
export const IMAGE_MAX_SIDE = 12_000;
export const IMAGE_ALT_MAX = 200;

export const IMAGE_MESSAGES = {
  WRONG_TYPE: 'Please upload a JPEG, PNG, WebP or AVIF image',
  TOO_LARGE: 'The image must be at most 10 MB',
  TOO_SMALL: `The image must be at least ${IMAGE_MIN_SIDE}×${IMAGE_MIN_SIDE} pixels`,
  TOO_BIG: `The image must be at most ${IMAGE_MAX_SIDE} pixels on each side`,
  UNREADABLE: 'The image could not be read. Please upload a JPEG, PNG, WebP or AVIF image',
  MISSING: 'Please choose an image file',
} as const;

/** The widths made of an image `width` pixels wide: the standard ones below it, and its own up to the largest. */
export function widthsFor(width: number): number[] {
  const top = Math.min(width, LARGEST);
  return [...IMAGE_WIDTHS.filter((w) => w < top), top];
}

/** The height of the `w`-wide size of a `width`×`height` image (the server resizes to exactly this). */
export const heightAt = (w: number, width: number, height: number) => Math.max(1, Math.round((height * w) / width));

export const uploadedImageName = (id: string, w: number, h: number, format: 'webp' | 'avif') =>
  `${id}-${w}x${h}.${format}`;

const UPLOAD_PREFIX = '/api/v4/uploads/';
const RESPONSIVE_URL = /^\/api\/v4\/uploads\/([a-f0-9]{32})-(\d{1,5})x(\d{1,5})\.webp$/;

export type ResponsiveImage = {
  id: string;
  /** The largest WebP: the plain `src`. */
  url: string;
  width: number;
  height: number;
  srcset: { webp: string; avif: string };
};

/** The sizes of an uploaded photo from its URL, or null for anything else (the demo store's SVG art). */
export function responsiveImage(url: string): ResponsiveImage | null {
  const match = RESPONSIVE_URL.exec(url);
  if (!match) return null;
  const [, id, w, h] = match as unknown as [string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  if (!width || !height) return null;
  const sizes = widthsFor(width).map((sw) => [sw, heightAt(sw, width, height)] as const);
  const set = (format: 'webp' | 'avif') =>
    sizes.map(([sw, sh]) => `${UPLOAD_PREFIX}${uploadedImageName(id, sw, sh, format)} ${sw}w`).join(', ');
  return { id, url, width, height, srcset: { webp: set('webp'), avif: set('avif') } };
}

/** The catalogue URL of an upload whose largest size is `width`×`height`. */
export const responsiveImageUrl = (id: string, width: number, height: number) =>
  `${UPLOAD_PREFIX}${uploadedImageName(id, width, height, 'webp')}`;

/** The reason a chosen file cannot be a catalogue photo (by its declared type and size), or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.WRONG_TYPE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.TOO_LARGE;
  return null;
}
