import type { ProductDetail } from '@shringar/contracts/catalogue';

type Variant = Pick<ProductDetail['variants'][number], 'size' | 'shadeFamily' | 'variantStock'>;

const listOf = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The variant a product page opens on: with `size` and `shade` in its URL (the listing facets' names and syntax,
 * 'size=XL,XXL&shade=Reds'), the first in-stock variant that has one of those sizes and one of those shade families;
 * else one that matches either; else today's default, the first variant. A listing filtered by XL opens the
 * kurta on its XL.
 */
export function preselectedVariant(variants: readonly Variant[], params: URLSearchParams): number {
  const sizes = listOf(params.get('size'));
  const shades = listOf(params.get('shade'));
  if (sizes.length === 0 && shades.length === 0) return 0;
  const sizeFits = (v: Variant) => v.size !== null && sizes.includes(v.size);
  const shadeFits = (v: Variant) => v.shadeFamily !== null && shades.includes(v.shadeFamily);
  const tries: ((v: Variant) => boolean)[] = [
    (v) => (sizes.length === 0 || sizeFits(v)) && (shades.length === 0 || shadeFits(v)),
    sizeFits,
    shadeFits,
  ];
  for (const fits of tries) {
    const at = variants.findIndex((v) => v.variantStock > 0 && fits(v));
    if (at >= 0) return at;
  }
  return 0;
}
