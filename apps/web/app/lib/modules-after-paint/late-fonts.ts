import storeFontUrl from '~/generated/inter-store.woff2?url';
import switcherFontUrl from '~/generated/devanagari-switcher.woff2?url';

/** A web font the page's starter registers after the largest paint (module-starter.ts), as a FontFace. */
export type LateFont = {
  family: string;
  url: string;
  /** FontFace descriptors, as an @font-face would give them. */
  descriptors: { style?: string; weight: string; display: 'swap'; unicodeRange: string };
  /**
   * What on the page uses the face: when it matches, the face is fetched at once; otherwise it is only
   * registered, and fetched by the browser if such text appears later (a client navigation to another language).
   */
  usedBy: string;
};

/**
 * The store's Inter (vite/store-font.plugin.ts: STORE_FONT_TEXT's characters, weights 400-700) and the English
 * header's 'हिन्दी' (vite/devanagari-font.plugin.ts: SWITCHER_TEXT's glyphs). Their unicode ranges are those lists';
 * vite/store-font.plugin.test.ts and vite/devanagari-font.plugin.test.ts hold them to it. The Hindi pages'
 * Devanagari face stays in app.css, preloaded on /hi: a phone without Devanagari would draw their words as boxes
 * until it came.
 */
export const LATE_FONTS: readonly LateFont[] = [
  {
    family: 'Inter Variable',
    url: storeFontUrl,
    descriptors: {
      style: 'normal',
      weight: '400 700',
      display: 'swap',
      unicodeRange:
        'U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2032-2033, U+20AC, ' +
        'U+20B9, U+2122, U+2190-2193, U+2212',
    },
    usedBy: 'body',
  },
  {
    family: 'Noto Sans Devanagari Switcher',
    url: switcherFontUrl,
    descriptors: { weight: '400 700', display: 'swap', unicodeRange: 'U+0926, U+0928, U+0939, U+093F, U+0940, U+094D' },
    usedBy: "a[hreflang='hi']",
  },
];
