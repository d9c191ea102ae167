/**
 * The store's two languages: English (the spec's words, the default) and Hindi (the /hi pages). Zod-free, so the
 * storefront and the API word things alike without bundling schemas.
 */
export type StoreLang = 'en' | 'hi';

/** One text in both languages, side by side. */
export type BothLangs<T = string> = Record<StoreLang, T>;
