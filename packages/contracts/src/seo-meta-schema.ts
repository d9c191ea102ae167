import { z } from 'zod';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from './seo-meta.ts';

// Apart from seo-meta.ts so that the store's pages, which compute titles, never load Zod.

/** An operator's meta field: trimmed, at most `max` characters, and empty meaning "compute it" (null). */
const metaField = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null));

/** The two meta fields of a product, category or brand form; both optional. */
export const seoMetaFields = {
  metaTitle: metaField('Meta title', META_TITLE_MAX),
  metaDescription: metaField('Meta description', META_DESCRIPTION_MAX),
};
/** The same two in a console read: null where the page computes them. */
export const seoMetaView = { metaTitle: z.string().nullable(), metaDescription: z.string().nullable() };
