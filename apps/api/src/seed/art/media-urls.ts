/**
 * The URL scheme of the generated art served by modules/media. Image URLs are stored in the database as
 * root-relative paths, so a store moved to another host keeps working.
 */
const MEDIA_BASE = '/api/v4/media';

export const productKinds = [
  'lipstick',
  'kajal',
  'foundation',
  'serum',
  'shampoo',
  'perfume',
  'kurta',
  'saree',
  'necklace',
  'jhumka',
  'studs',
  'hoops',
  'handbag',
  'candle',
  'nail-polish',
  'bangles',
  'lotion',
  'hair-oil',
  'gift',
] as const;
export type ProductKind = (typeof productKinds)[number];

/** Studio backdrops for banners and offer tiles. */
export const themes = ['rose', 'saffron', 'teal', 'plum', 'sand', 'sage'] as const;
export type Theme = (typeof themes)[number];

const hex = (colour: string) => colour.replace(/^#/, '').toLowerCase();

/** A product shot: the object drawn in `colour`; `seed` varies backdrop, angle and props. */
export const productImageUrl = (kind: ProductKind, colour: string, seed: string) =>
  `${MEDIA_BASE}/product/${kind}/${hex(colour)}/${seed}.svg`;

export const categoryIconUrl = (kind: ProductKind) => `${MEDIA_BASE}/category/${kind}.svg`;

/** The wordmark is drawn from the slug (hyphens become spaces, 'and' becomes '&'). */
export const brandLogoUrl = (slug: string) => `${MEDIA_BASE}/brand/${slug}.svg`;

export const bannerImageUrl = (theme: Theme, kind: ProductKind, colour: string, title: string, subtitle: string) =>
  `${MEDIA_BASE}/banner/${theme}/${kind}/${hex(colour)}.svg?${new URLSearchParams({ title, subtitle })}`;

export const offerImageUrl = (theme: Theme, kind: ProductKind, colour: string, title: string, tag: string) =>
  `${MEDIA_BASE}/offer/${theme}/${kind}/${hex(colour)}.svg?${new URLSearchParams({ title, tag })}`;
