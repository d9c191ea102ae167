import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** A search narrowed by the listing facets, and the counts beside its results. */
describe('search facets', () => {
  let t: TestApp;
  const red = { shadeFamily: 'Reds', swatch: '#9b1b30' } as const;
  const nude = { shadeFamily: 'Nudes', swatch: '#c98b85' } as const;

  beforeAll(async () => {
    t = await createTestApp();
    const first = await createProduct(t.ctx, {
      name: 'Velvet Matte Lipstick',
      categoryName: 'Lipstick',
      variants: [
        { name: 'Ruby Red', ...red, pricePaise: 39_900, basePricePaise: 79_800, stock: 5 },
        { name: 'Nude Pink', ...nude, pricePaise: 39_900, basePricePaise: 79_800, stock: 5 },
      ],
    });
    await createProduct(t.ctx, {
      name: 'Creme Matte Lipstick',
      categoryId: first.categoryId,
      variants: [{ name: 'Nude Pink', ...nude, pricePaise: 69_900, basePricePaise: 69_900, stock: 2 }],
    });
    await createProduct(t.ctx, {
      name: 'Matte Kajal',
      variants: [{ name: 'Black', pricePaise: 19_900, basePricePaise: 19_900, stock: 9 }],
    });
  });
  afterAll(() => t.close());

  const get = async (path: string) => {
    const res = await t.call({ method: 'GET', url: `/api/v4/products/advance-search${path}` });
    expect(res.status, path).toBe(200);
    return res.body.data;
  };
  const names = async (query: string) =>
    ((await get(`?${query}`)).items as { productName: string }[]).map((c) => c.productName).sort();
  const byValue = (values: { value: string; count: number }[]) =>
    Object.fromEntries(values.map((v) => [v.value, v.count]));

  it('narrows the results by shade family and price band, ranked or sorted', async () => {
    expect(await names('query=matte')).toEqual(['Creme Matte Lipstick', 'Matte Kajal', 'Velvet Matte Lipstick']);
    expect(await names('query=matte&shade=Reds')).toEqual(['Velvet Matte Lipstick']);
    expect(await names('query=matte&shade=Nudes&price=500-999')).toEqual(['Creme Matte Lipstick']);
    expect(await names('query=matte&shade=Nudes&sort=price-low')).toEqual([
      'Creme Matte Lipstick',
      'Velvet Matte Lipstick',
    ]);
    expect((await get('?query=matte&shade=Reds')).pagination.totalItems).toBe(1);
  });

  it('counts each value of the search under the other chosen facets, total as the results', async () => {
    const all = await get('/facets?query=matte');
    expect(all.total).toBe(3);
    expect(byValue(all.shade)).toEqual({ Reds: 1, Nudes: 2 });
    expect(byValue(all.price)).toEqual({ 'under-500': 2, '500-999': 1 });

    const nudes = await get('/facets?query=matte&shade=Nudes');
    expect(nudes.total).toBe(2);
    // The shade group leaves its own choice out; the price bands apply it.
    expect(byValue(nudes.shade)).toEqual({ Reds: 1, Nudes: 2 });
    expect(byValue(nudes.price)).toEqual({ 'under-500': 1, '500-999': 1 });
    const results = await get('?query=matte&shade=Nudes&price=500-999');
    const counted = await get('/facets?query=matte&shade=Nudes&price=500-999');
    expect(counted.total).toBe(results.pagination.totalItems);
  });

  it('names a wrong facet value and refuses a blank query', async () => {
    const bad = await t.call({ method: 'GET', url: '/api/v4/products/advance-search/facets?query=matte&shade=Teal' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('shade');
    const blank = await t.call({ method: 'GET', url: '/api/v4/products/advance-search/facets?query=%20' });
    expect(blank.status).toBe(400);
  });
});
