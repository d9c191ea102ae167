import { z } from 'zod';
import { IMAGE_ALT_MAX } from './responsive-image.ts';

/** The answer to an image upload: its id, the plain URL (largest WebP), the srcsets and the largest size. */
export const imageUploadAnswer = z.object({
  imageId: z.string(),
  url: z.string(),
  srcset: z.object({ webp: z.string(), avif: z.string() }),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type ImageUploadAnswer = z.infer<typeof imageUploadAnswer>;

/** The multipart form of an upload: one file `file` and an optional text field `alt`. */
export const imageUploadFields = z.object({
  alt: z.string().trim().max(IMAGE_ALT_MAX, `alt: at most ${IMAGE_ALT_MAX} characters`).optional(),
});
/** As the endpoint declares it: the multipart parser, not the JSON one, reads the fields. */
export const imageUploadForm = imageUploadFields.nullish();
