import type { Variant } from '@shringar/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { initialVariantIndex } from './initial-variant';

const variant = (variantId: number, o: Partial<Variant>): Variant =>
  ({ variantId, variantStock: 5, size: null, shadeFamily: null, swatch: null, packSize: null, ...o }) as Variant;

describe('the variant a product page opens on', () => {
  const kurta = [variant(11, { size: 'S' }), variant(12, { size: 'M', variantStock: 0 }), variant(13, { size: 'XL' })];
  const lipstick = [
    variant(21, { shadeFamily: 'Nudes' }),
    variant(22, { shadeFamily: 'Reds', variantStock: 0 }),
    variant(23, { shadeFamily: 'Reds' }),
  ];

  it('follows ?variant=, then a size, then a shade family, else the first', () => {
    expect(initialVariantIndex(kurta, new URLSearchParams('variant=13'))).toBe(2);
    expect(initialVariantIndex(kurta, new URLSearchParams('size=XL'))).toBe(2);
    expect(initialVariantIndex(lipstick, new URLSearchParams('shade=Reds'))).toBe(2);
    expect(initialVariantIndex(kurta, new URLSearchParams('variant=99&size=Huge'))).toBe(0);
    expect(initialVariantIndex(kurta, new URLSearchParams(''))).toBe(0);
  });

  it('opens an out-of-stock size when it is the only match, so the shopper sees it is sold out', () => {
    expect(initialVariantIndex(kurta, new URLSearchParams('size=M'))).toBe(1);
  });
});
