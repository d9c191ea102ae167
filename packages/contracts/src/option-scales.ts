/**
 * The two ordered scales a shopper filters and picks by: shade families and sizes. Kept apart from the rest of the
 * option vocabulary (variant-options.ts: known shades and their swatches, for the seed, the import and the console)
 * so the storefront's pages carry these two short lists and not the whole table.
 */

export const SHADE_FAMILIES = [
  'Reds',
  'Pinks',
  'Nudes',
  'Corals',
  'Berries',
  'Browns',
  'Purples',
  'Blues',
  'Greens',
  'Yellows',
  'Blacks',
  'Greys',
  'Whites',
  'Fair',
  'Medium',
  'Tan',
  'Deep',
  'Metallics',
] as const;
export type ShadeFamily = (typeof SHADE_FAMILIES)[number];

/** The size scale in its order: clothing first, then bangle sizes. A size's rank is its place here. */
export const SIZE_SCALE = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '2.4', '2.6', '2.8', '2.10'] as const;
export type SizeValue = (typeof SIZE_SCALE)[number];
