import type { Variant } from '@shringar/contracts/catalogue';

/**
 * The variant a product page opens on: `?variant=<id>`, else the first in-stock variant of the size or shade
 * family the URL names (a listing's facet links carry it), else the first (spec 4). An unknown value is ignored.
 */
export function initialVariantIndex(variants: Variant[], params: URLSearchParams): number {
  const byId = Number(params.get('variant'));
  if (Number.isInteger(byId) && byId > 0) {
    const i = variants.findIndex((v) => v.variantId === byId);
    if (i >= 0) return i;
  }
  const firstOf = (match: (v: Variant) => boolean) => {
    const i = variants.findIndex((v) => match(v) && v.variantStock > 0);
    return i >= 0 ? i : variants.findIndex(match);
  };
  const sizes = (params.get('size') ?? '').split(',').filter(Boolean);
  if (sizes.length) {
    const i = firstOf((v) => v.size !== null && sizes.includes(v.size));
    if (i >= 0) return i;
  }
  const families = (params.get('shade') ?? '').split(',').filter(Boolean);
  if (families.length) {
    const i = firstOf((v) => v.shadeFamily !== null && families.includes(v.shadeFamily));
    if (i >= 0) return i;
  }
  return 0;
}
