import { describe, expect, it } from 'vitest';
import { preselectedVariant } from './preselect-variant';

const v = (size: string | null, shadeFamily: string | null, variantStock = 5) => ({ size, shadeFamily, variantStock });
const kurta = [v('S', null), v('M', null), v('XL', null, 0), v('XL', null), v('XXL', null)];
const lipstick = [v(null, 'Pinks'), v(null, 'Reds', 0), v(null, 'Reds'), v(null, 'Nudes')];
const at = (variants: ReturnType<typeof v>[], query: string) =>
  preselectedVariant(variants, new URLSearchParams(query));

describe('preselectedVariant', () => {
  it('opens on the default variant without size or shade', () => {
    expect(at(kurta, '')).toBe(0);
    expect(at(kurta, 'sort=price-low')).toBe(0);
  });

  it('picks the first in-stock variant of a chosen size', () => {
    expect(at(kurta, 'size=XL')).toBe(3);
    expect(at(kurta, 'size=XXL,XL')).toBe(3);
  });

  it('picks the first in-stock variant of a chosen shade family', () => {
    expect(at(lipstick, 'shade=Reds')).toBe(2);
    expect(at(lipstick, 'shade=Nudes,Reds')).toBe(2);
  });

  it('matches what it can when a product has only one of the options', () => {
    expect(at(kurta, 'size=M&shade=Reds')).toBe(1);
    expect(at(lipstick, 'size=M&shade=Nudes')).toBe(3);
  });

  it('falls back to the default when nothing in stock matches', () => {
    expect(at(kurta, 'size=XS')).toBe(0);
    expect(at([v('XL', null, 0), v('S', null)], 'size=XL')).toBe(0);
  });
});
