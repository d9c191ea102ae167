import { z } from 'zod';

/** Generated catalogue art and uploaded files: the path segments and queries of their URLs. */

/**
 * A path segment. The router bounds it (maxParamLength, 200 characters): a longer one matches no route and is a
 * 404, so the schema states no length of its own that the server could never be the one to enforce.
 */
const segment = z.string();
const text = (max: number) => z.string().trim().min(1).max(max);

export const productImageParams = z.object({ kind: segment, colour: segment, file: segment });
export const mediaFileParams = z.object({ file: segment });
export const themedImageParams = z.object({ theme: segment, kind: segment, file: segment });
export const bannerImageQuery = z.object({ title: text(60), subtitle: text(90) });
export const offerImageQuery = z.object({ title: text(60), tag: text(24) });

export const svgImageSchema = z.string().describe('An SVG image (image/svg+xml)');

export const uploadParams = z.object({ file: z.string().max(64) });
export const uploadedFileSchema = z.any().describe('The image bytes');
