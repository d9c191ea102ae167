import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** Facet counts beside a category's listing: each group counts under every other chosen group. */
describe('facet counts', () => {
  let t: TestApp;
  let categoryId: number;
  let brandA: number;
  let brandB: number;
  const red = { shadeFamily: 'Reds', swatch: '#9b1b30' } as const;
  const nude = { shadeFamily: 'Nudes', swatch: '#c98b85' } as const;

  beforeAll(async () => {
    t = await createTestApp();
    // Brand A: a red at ₹399 (rated 4.5, 50% off), a red + nude at ₹799 (out of stock). Brand B: a nude at ₹1,299.
    const first = await createProduct(t.ctx, {
      name: 'Facet Red Lipstick',
      brandName: 'Facet Brand A',
      product: { ratingTotal: 45, ratingCount: 10 },
      variants: [{ name: 'Ruby Red', ...red, pricePaise: 39_900, basePricePaise: 79_800, stock: 5 }],
    });
    categoryId = first.categoryId;
    brandA = first.brandId;
    await createProduct(t.ctx, {
      name: 'Facet Duo Lipstick',
      categoryId,
      brandId: brandA,
      variants: [
        { name: 'Chilli Red', ...red, pricePaise: 79_900, basePricePaise: 79_900, stock: 0 },
        { name: 'Nude Pink', ...nude, pricePaise: 79_900, basePricePaise: 79_900, stock: 0 },
      ],
    });
    const third = await createProduct(t.ctx, {
      name: 'Facet Nude Lipstick',
      categoryId,
      brandName: 'Facet Brand B',
      variants: [{ name: 'Nude Pink', ...nude, pricePaise: 129_900, basePricePaise: 139_900, stock: 3 }],
    });
    brandB = third.brandId;
  });
  afterAll(() => t.close());

  const counts = async (query: string) => {
    const res = await t.call({
      method: 'GET',
      url: `/api/v4/products/facets?scope=category&scopeId=${categoryId}&${query}`,
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const list = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `/api/v4/products/category/${categoryId}/?${query}` });
    expect(res.status).toBe(200);
    return (res.body.data.items as { productName: string }[]).map((c) => c.productName).sort();
  };
  const byValue = (values: { value: string; count: number }[]) =>
    Object.fromEntries(values.map((v) => [v.value, v.count]));

  it('counts every value of the listing when nothing is chosen', async () => {
    const c = await counts('');
    expect(c.total).toBe(3);
    expect(byValue(c.shade)).toEqual({ Reds: 2, Nudes: 2 });
    expect(c.shade.find((s: { value: string }) => s.value === 'Reds').swatch).toMatch(/^#[0-9a-f]{6}$/);
    expect(byValue(c.brand)).toEqual({ [brandA]: 2, [brandB]: 1 });
    expect(byValue(c.price)).toEqual({ 'under-500': 1, '500-999': 1, '1000-1999': 1 });
    expect(byValue(c.rating)).toEqual({ 4: 1 });
    expect(byValue(c.discount)).toEqual({ 10: 1, 25: 1, 40: 1, 50: 1 });
    expect(byValue(c.inStock)).toEqual({ true: 2 });
  });

  it('counts a group under the other chosen groups and the listing agrees with the total', async () => {
    const c = await counts('shade=Nudes&inStock=true');
    expect(c.total).toBe(1);
    // Shade leaves its own choice out: in stock, Reds 1 (the ₹399 red), Nudes 1 (brand B).
    expect(byValue(c.shade)).toEqual({ Reds: 1, Nudes: 1 });
    // Stock leaves its own choice out: nudes are 2, one of them in stock.
    expect(byValue(c.inStock)).toEqual({ true: 1 });
    expect(byValue(c.brand)).toEqual({ [brandB]: 1 });
    expect(await list('shade=Nudes&inStock=true')).toEqual(['Facet Nude Lipstick']);

    const both = await counts(`shade=Reds,Nudes&price=500-999,1000-1999&brand=${brandA}`);
    expect(both.total).toBe(1);
    // A chosen band with nothing left stays listed at 0, so it can be unticked.
    expect(byValue(both.price)).toEqual({ 'under-500': 1, '500-999': 1, '1000-1999': 0 });
    expect(byValue(both.brand)).toEqual({ [brandA]: 1, [brandB]: 1 });
    expect(await list(`shade=Reds,Nudes&price=500-999,1000-1999&brand=${brandA}`)).toEqual(['Facet Duo Lipstick']);
    expect(await list('rating=4&discount=50')).toEqual(['Facet Red Lipstick']);
  });

  it('counts a listing narrowed by text and price range, each request by its own values', async () => {
    // The same shape of statement twice with other values: each answer counts its own.
    expect((await counts('q=Nude')).total).toBe(2);
    expect((await counts('q=Ruby')).total).toBe(1);
    expect((await counts('minPrice=500&maxPrice=1000')).total).toBe(1);
    expect((await counts('minPrice=100&maxPrice=1000')).total).toBe(2);
    const everywhere = await t.call({ method: 'GET', url: '/api/v4/products/facets?scope=all&q=Facet%20Duo' });
    expect(everywhere.status).toBe(200);
    expect(everywhere.body.data.total).toBe(1);
    expect(byValue(everywhere.body.data.brand)).toEqual({ [brandA]: 1 });
  });

  it('refuses a value it does not know, naming the field, and an unknown scope id', async () => {
    const bad = await t.call({
      method: 'GET',
      url: `/api/v4/products/facets?scope=category&scopeId=${categoryId}&shade=Sky`,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('shade must be');
    const listBad = await t.call({ method: 'GET', url: `/api/v4/products/category/${categoryId}/?discount=33` });
    expect(listBad.status).toBe(400);
    expect(JSON.stringify(listBad.body)).toContain('discount must be');
    const missing = await t.call({ method: 'GET', url: '/api/v4/products/facets?scope=brand&scopeId=999999' });
    expect(missing.status).toBe(404);
    const noId = await t.call({ method: 'GET', url: '/api/v4/products/facets?scope=brand' });
    expect(noId.status).toBe(400);
    expect(JSON.stringify(noId.body)).toContain('scopeId');
  });
});
