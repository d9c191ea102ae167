import { z } from 'zod';

/** Generated catalogue art and uploaded files: the path segments and queries of their URLs. */

const segment = z.string().max(200);
const text = (max: number) => z.string().trim().min(1).max(max);

export const productImageParams = z.object({ kind: segment, colour: segment, file: segment });
export const mediaFileParams = z.object({ file: segment });
export const themedImageParams = z.object({ theme: segment, kind: segment, file: segment });
export const bannerImageQuery = z.object({ title: text(60), subtitle: text(90) });
export const offerImageQuery = z.object({ title: text(60), tag: text(24) });

export const svgImageSchema = z.string().describe('An SVG image (image/svg+xml)');

export const uploadParams = z.object({ file: z.string().max(64) });
export const uploadedFileSchema = z.any().describe('The image bytes');
