import type { CategoryGroup, ProductCard } from '@shringar/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { toBestsellerStrip } from './bestseller-strip';

const card = (productId: number, category: string): ProductCard =>
  ({ productId, variantId: 1, productName: `P${productId}`, category }) as ProductCard;
const group = (categoryId: number, title: string, ids: number[]): CategoryGroup => ({
  categoryId,
  title,
  products: ids.map((id) => card(id, title)),
});

describe('toBestsellerStrip', () => {
  it('keeps every tab with products and only the opening tab’s products', () => {
    const strip = toBestsellerStrip([
      group(3, 'Lipstick', [1, 2]),
      group(1, 'Earring', [3, 4, 5]),
      group(7, 'Saree', []),
      group(9, 'Perfume', [6]),
    ]);
    expect(strip.tabs).toEqual([
      { categoryId: 3, title: 'Lipstick' },
      { categoryId: 1, title: 'Earring' },
      { categoryId: 9, title: 'Perfume' },
    ]);
    expect(strip.opened).toBe('Earring');
    expect(strip.products.map((p) => p.productId)).toEqual([3, 4, 5]);
  });

  it('opens on the first tab when Earring has no products, and on nothing when no category has any', () => {
    const strip = toBestsellerStrip([group(1, 'Earring', []), group(3, 'Lipstick', [1])]);
    expect(strip.opened).toBe('Lipstick');
    expect(strip.products.map((p) => p.productId)).toEqual([1]);
    expect(toBestsellerStrip([group(1, 'Earring', [])])).toEqual({ tabs: [], opened: '', products: [] });
    expect(toBestsellerStrip([])).toEqual({ tabs: [], opened: '', products: [] });
  });
});
