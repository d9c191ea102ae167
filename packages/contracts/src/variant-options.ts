/**
 * Option types of a variant: a Shade (a swatch colour in a shade family), a Size on an ordered scale, or a Pack
 * size. The store's vocabulary of known values lives here so that the seed, the CSV import, the 0018 migration's
 * list and the shopper's facets agree on one spelling.
 */

import { type ShadeFamily, SIZE_SCALE } from './option-scales.ts';

export { SHADE_FAMILIES, type ShadeFamily, SIZE_SCALE, type SizeValue } from './option-scales.ts';

/** A family's own swatch on the facet (a representative colour, not any one product's). */
export const SHADE_FAMILY_SWATCH: Record<ShadeFamily, string> = {
  Reds: '#b3262e',
  Pinks: '#d06a86',
  Nudes: '#c98b85',
  Corals: '#e0614f',
  Berries: '#6d1f3c',
  Browns: '#6b3e2e',
  Purples: '#5e3a8a',
  Blues: '#27408b',
  Greens: '#1f6f5c',
  Yellows: '#d4a017',
  Blacks: '#1a1a1a',
  Greys: '#6b6f78',
  Whites: '#efe6d2',
  Fair: '#f1d3bd',
  Medium: '#d9a883',
  Tan: '#bb8458',
  Deep: '#7e4f31',
  Metallics: '#c8a24a',
};

/** Known shades: name → swatch colour and family. */
export const KNOWN_SHADES: Record<string, { swatch: string; family: ShadeFamily }> = {
  'Ruby Red': { swatch: '#9b1b30', family: 'Reds' },
  'Chilli Red': { swatch: '#c1272d', family: 'Reds' },
  Maroon: { swatch: '#7a1f2b', family: 'Reds' },
  'Nude Pink': { swatch: '#c98b85', family: 'Nudes' },
  'Rose Petal': { swatch: '#d06a86', family: 'Pinks' },
  'Mauve Magic': { swatch: '#a05a6e', family: 'Pinks' },
  'Fuchsia Pop': { swatch: '#c2185b', family: 'Pinks' },
  Magenta: { swatch: '#b0226e', family: 'Pinks' },
  'Blush Pink': { swatch: '#e3a9a7', family: 'Pinks' },
  'Coral Crush': { swatch: '#e0614f', family: 'Corals' },
  'Peach Blush': { swatch: '#e79a7c', family: 'Corals' },
  Peach: { swatch: '#f0a58a', family: 'Corals' },
  'Berry Wine': { swatch: '#6d1f3c', family: 'Berries' },
  'Plum Perfect': { swatch: '#5e2346', family: 'Berries' },
  'Brick Brown': { swatch: '#8a3b2a', family: 'Browns' },
  'Cocoa Brown': { swatch: '#6b3e2e', family: 'Browns' },
  'Espresso Brown': { swatch: '#4a2c21', family: 'Browns' },
  Tan: { swatch: '#b8763f', family: 'Browns' },
  'Royal Purple': { swatch: '#4b2a6b', family: 'Purples' },
  'Lilac Haze': { swatch: '#b9a2d6', family: 'Purples' },
  'Midnight Blue': { swatch: '#1f2a5a', family: 'Blues' },
  'Navy Blue': { swatch: '#1d2d5c', family: 'Blues' },
  Navy: { swatch: '#1e2a4a', family: 'Blues' },
  'Royal Blue': { swatch: '#27408b', family: 'Blues' },
  'Emerald Green': { swatch: '#0f5e4a', family: 'Greens' },
  'Bottle Green': { swatch: '#1f5a3a', family: 'Greens' },
  'Mint Sorbet': { swatch: '#9fd8c4', family: 'Greens' },
  Teal: { swatch: '#0f6b6b', family: 'Greens' },
  Olive: { swatch: '#6b6b3a', family: 'Greens' },
  Mustard: { swatch: '#d4a017', family: 'Yellows' },
  'Jet Black': { swatch: '#141414', family: 'Blacks' },
  Black: { swatch: '#222222', family: 'Blacks' },
  'Smoky Grey': { swatch: '#4b4f58', family: 'Greys' },
  Ivory: { swatch: '#efe6d2', family: 'Whites' },
  Cream: { swatch: '#eadfca', family: 'Whites' },
  'Gold Dust': { swatch: '#c8a24a', family: 'Metallics' },
  '110 Porcelain': { swatch: '#f1d3bd', family: 'Fair' },
  '120 Ivory': { swatch: '#e8c3a2', family: 'Fair' },
  '220 Natural Beige': { swatch: '#d9a883', family: 'Medium' },
  '230 Warm Sand': { swatch: '#cd9a71', family: 'Medium' },
  '310 Honey': { swatch: '#bb8458', family: 'Tan' },
  '330 Caramel': { swatch: '#a56c43', family: 'Tan' },
  '420 Mocha': { swatch: '#7e4f31', family: 'Deep' },
};

/** A pack size: a number and a unit ('50 ml', '1 L', '100 g'). */
export const PACK_SIZE = /^\d{1,5}(\.\d{1,2})? ?(ml|L|l|g|kg)$/;

/** A variant's option values, as stored beside its name (null where the option does not apply). */
export type VariantOptionValues = {
  shadeFamily: ShadeFamily | null;
  swatch: string | null;
  size: string | null;
  sizeRank: number | null;
  packSize: string | null;
};

export const NO_OPTION_VALUES: VariantOptionValues = {
  shadeFamily: null,
  swatch: null,
  size: null,
  sizeRank: null,
  packSize: null,
};

/** A variant name that is a known shade, size or pack size becomes its value; any other name stays free text. */
export function optionValuesOfName(name: string): VariantOptionValues {
  const text = name.trim();
  const shade = KNOWN_SHADES[text];
  if (shade) return { ...NO_OPTION_VALUES, shadeFamily: shade.family, swatch: shade.swatch };
  const rank = (SIZE_SCALE as readonly string[]).indexOf(text.toUpperCase());
  if (rank >= 0) return { ...NO_OPTION_VALUES, size: SIZE_SCALE[rank]!, sizeRank: rank + 1 };
  if (PACK_SIZE.test(text)) return { ...NO_OPTION_VALUES, packSize: text };
  return NO_OPTION_VALUES;
}

/** A swatch colour as stored: '#rrggbb'. */
export const SWATCH_COLOUR = /^#[0-9a-f]{6}$/;

/** A size's place on the scale (1 for XS), or null for a size not on it. */
export function sizeRankOf(size: string): number | null {
  const i = (SIZE_SCALE as readonly string[]).indexOf(size);
  return i >= 0 ? i + 1 : null;
}

/**
 * Whether a variant's stored values are the ones its name gives: then they follow the name when it changes (as
 * they did before operators could set them); values that differ were set by hand and stay.
 */
export function followsName(name: string, values: VariantOptionValues): boolean {
  const derived = optionValuesOfName(name);
  return (Object.keys(derived) as (keyof VariantOptionValues)[]).every((k) => derived[k] === values[k]);
}
