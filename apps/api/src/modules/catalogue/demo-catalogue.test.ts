import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** Every public catalogue and content call against the seeded demo store: real data, real shapes, no 500s. */
describe('public calls on the demo store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ fixture: 'demo' });
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.call({ method: 'GET', url: `/api/v4${url}` });
    expect(res.status, url).toBe(200);
    expect(res.body.success, url).toBe(true);
    return res.body.data;
  };

  it('serves the navigation and every list', async () => {
    const categories = await get('/category/');
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories.map((c: { categoryName: string }) => c.categoryName)).toContain('Earring');
    expect((await get('/brands')).length).toBeGreaterThanOrEqual(15);
    const banners = await get('/banners/');
    expect(banners.length).toBeGreaterThan(0);
    const offers = await get('/offers/');
    expect(offers.length).toBeGreaterThan(0);
    await get(`/banners/${banners[0].id}?page=1&itemsPerPage=10`);
    const offered = await get(`/products/offer/${offers[0].offerId}`);
    expect(offered.items.length).toBeGreaterThan(0);

    const earring = categories.find((c: { categoryName: string }) => c.categoryName === 'Earring');
    for (const sort of ['default', 'price-low', 'price-high', 'discount', 'rating', 'name']) {
      const page = await get(`/products/category/${earring.categoryId}/?page=1&itemsPerPage=24&sort=${sort}`);
      expect(page.items.length, sort).toBeGreaterThan(0);
    }
    const groups = await get('/products/random-from-categories?limit=10');
    expect(groups.length).toBeGreaterThanOrEqual(12);
    for (const path of ['explore', 'random', 'suggested', 'recently-viewed']) await get(`/products/${path}`);
  });

  it('serves detail, related and brand lists for real products', async () => {
    const explore = await get('/products/explore');
    const card = explore.items[0];
    const detail = await get(`/products/${card.productId}`);
    expect(detail.variants.length).toBeGreaterThanOrEqual(1);
    expect(detail.productDescription.length).toBeGreaterThan(0);
    expect((await get(`/products/related/${card.productId}`)).items.length).toBeGreaterThan(0);
    expect((await get(`/products/brand/${card.brandId}`)).pagination.totalItems).toBeGreaterThan(0);
  });

  it('searches the demo catalogue with typos and shopper words', async () => {
    const lipstik = await get('/products/advance-search?query=lipstik');
    expect(lipstik.items.length).toBeGreaterThan(0);
    expect(
      lipstik.items.every((c: { category: string; productName: string }) => /lip/i.test(c.category + c.productName)),
    ).toBe(true);
    const jhumka = await get('/products/advance-search?query=jhumka');
    expect(jhumka.items.length).toBeGreaterThan(0);
    expect(jhumka.items.every((c: { category: string }) => c.category === 'Earring')).toBe(true);
    const suggestions = await get('/products/search-suggestions/?query=ear');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
  });

  it('serves settings, policies, FAQs, reasons, ads and pincodes', async () => {
    expect((await get('/settings/')).currencySymbol).toBe('₹');
    const policies = await get('/policys/');
    expect(policies.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([
        'privacy-policy',
        'terms-and-conditions',
        'return-refund-policy',
        'shipping-policy',
        'cancellation-policy',
      ]),
    );
    for (const p of policies) expect((await get(`/policys/${p.id}`)).content.length).toBeGreaterThan(100);
    expect((await get('/privacy-policy/')).id).toBe('privacy-policy');
    expect((await get('/faqs/')).length).toBeGreaterThan(0);
    expect((await get('/order/cancellation-reasons/')).length).toBeGreaterThan(0);
    expect((await get('/return/reasons')).length).toBeGreaterThan(0);
    expect(await get('/ad/details')).toHaveProperty('rewardAdId');
    expect((await get('/pincode/is-pincode-valid/560001')).isServiceable).toBe(true);
  });
});
