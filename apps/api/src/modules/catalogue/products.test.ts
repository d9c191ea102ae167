import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, addToWishlist, createBanner, createOffer } from '../../../test/catalogue-factories.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

describe('product lists and detail', () => {
  let t: TestApp;
  let categoryId: number;
  let brandId: number;
  const ids: Record<string, number> = {};
  const variantIds: Record<string, number[]> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const first = await createProduct(t.ctx, {
      name: 'Velvet Matte Lipstick',
      categoryName: 'Lipstick',
      brandName: 'Lakmé Test',
      product: {
        popularity: 20,
        ratingTotal: 45,
        ratingCount: 10,
        descriptionHtml: '<p>Rich <b>colour</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      },
      variants: [
        { name: 'Ruby Red', pricePaise: 49900, basePricePaise: 69900, stock: 0, deliveryDays: 3 },
        { name: 'Nude Pink', pricePaise: 45000, basePricePaise: 60000, stock: 7, images: ['/media/nude.svg'] },
      ],
    });
    categoryId = first.categoryId;
    brandId = first.brandId;
    ids.velvet = first.product.id;
    variantIds.velvet = first.variants.map((v) => v.id);
    const specs: [string, number, number, number, number][] = [
      // name, price paise, base paise, popularity, rating total (count 10)
      ['Creme Lipstick 100%_Off', 19900, 19900, 40, 30],
      ['Liquid Lip Colour', 89900, 129900, 5, 48],
      ['Audrey Bullet', 29950, 59900, 30, 0],
    ];
    for (const [name, price, base, popularity, rating] of specs) {
      const p = await createProduct(t.ctx, {
        name,
        categoryId,
        brandId,
        product: { popularity, ratingTotal: rating, ratingCount: rating ? 10 : 0 },
        variants: [{ name: 'Standard', pricePaise: price, basePricePaise: base }],
      });
      ids[name] = p.product.id;
    }
    const other = await createProduct(t.ctx, { name: 'Rose Attar', categoryName: 'Perfume' });
    ids.attar = other.product.id;
  });
  afterAll(() => t.close());

  const list = (query: string) => t.call({ method: 'GET', url: `/api/v4/products/category/${categoryId}/?${query}` });

  it('lists one card per product with the default (in-stock) variant and paging', async () => {
    const res = await list('page=1&itemsPerPage=2');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.pagination).toEqual({
      totalItems: 4,
      totalPages: 2,
      currentPage: 1,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    // default sort: bestseller rank, lowest (best selling) first
    expect(res.body.data.items.map((c: { productName: string }) => c.productName)).toEqual([
      'Liquid Lip Colour',
      'Velvet Matte Lipstick',
    ]);
    const velvet = res.body.data.items[1];
    expect(velvet).toMatchObject({
      productId: ids.velvet,
      variantId: variantIds.velvet![1],
      variantName: 'Nude Pink',
      productImageUrl: '/media/nude.svg',
      price: 450,
      basePrice: 600,
      variantDiscount: 25,
      avgRating: 4.5,
      reviewCount: 10,
      stock: 7,
      brandName: 'Lakmé Test',
      category: 'Lipstick',
    });
  });

  it('sorts over the whole category on the server', async () => {
    const names = async (sort: string) =>
      (await list(`sort=${sort}&itemsPerPage=10`)).body.data.items.map((c: { productName: string }) => c.productName);
    expect(await names('price-low')).toEqual([
      'Creme Lipstick 100%_Off',
      'Audrey Bullet',
      'Velvet Matte Lipstick',
      'Liquid Lip Colour',
    ]);
    expect(await names('price-high')).toEqual([
      'Liquid Lip Colour',
      'Velvet Matte Lipstick',
      'Audrey Bullet',
      'Creme Lipstick 100%_Off',
    ]);
    expect((await names('discount'))[0]).toBe('Audrey Bullet');
    expect(await names('rating')).toEqual([
      'Liquid Lip Colour',
      'Velvet Matte Lipstick',
      'Creme Lipstick 100%_Off',
      'Audrey Bullet',
    ]);
    expect(await names('name')).toEqual([
      'Audrey Bullet',
      'Creme Lipstick 100%_Off',
      'Liquid Lip Colour',
      'Velvet Matte Lipstick',
    ]);
  });

  it('filters by inclusive rupee price range and by name or variant name', async () => {
    const priced = await list('minPrice=299.5&maxPrice=450');
    expect(priced.body.data.items.map((c: { price: number }) => c.price).sort()).toEqual([299.5, 450]);
    expect(priced.body.data.pagination.totalItems).toBe(2);
    const byVariant = await list('q=nude');
    expect(byVariant.body.data.items.map((c: { productId: number }) => c.productId)).toEqual([ids.velvet]);
    const byName = await list('q=LIPSTICK');
    expect(byName.body.data.pagination.totalItems).toBe(2);
    // % and _ are literal characters, not wildcards
    expect((await list('q=100%25_')).body.data.pagination.totalItems).toBe(1);
    expect((await list('q=%25')).body.data.pagination.totalItems).toBe(1);
  });

  it('answers a page past the end with the true total and no items', async () => {
    const res = await list('page=9&itemsPerPage=2');
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([]);
    expect(res.body.data.pagination).toMatchObject({
      totalItems: 4,
      totalPages: 2,
      currentPage: 9,
      hasNextPage: false,
    });
  });

  it.each([
    ['page=abc', 'page'],
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['itemsPerPage=101', 'itemsPerPage'],
    ['itemsPerPage=0', 'itemsPerPage'],
    ['sort=cheapest', 'sort'],
    ['minPrice=500&maxPrice=100', 'minPrice'],
    ['minPrice=-5', 'minPrice'],
    ['maxPrice=abc', 'maxPrice'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.body.errors[0].field).toBe(field);
    expect(res.body.message).toContain(field);
  });

  it('treats SQL-looking text as text', async () => {
    const res = await list(`q=${encodeURIComponent("'; drop table products; --")}`);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([]);
    expect((await list('')).body.data.pagination.totalItems).toBe(4);
  });

  it("lists every product for 'Shop All', sorted and filtered like a category", async () => {
    const all = (query: string) => t.call({ method: 'GET', url: `/api/v4/products?${query}` });
    const first = await all('page=1&itemsPerPage=3');
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(3);
    expect(first.body.data.pagination).toMatchObject({ totalItems: 5, currentPage: 1, hasNextPage: true });
    // Other categories are in the list too: the attar sits beside the lipsticks.
    const byName = await all('q=rose%20attar');
    expect(byName.body.data.items.map((c: { productId: number }) => c.productId)).toEqual([ids.attar]);
    const cheapest = await all('sort=price-low&q=lip&maxPrice=450');
    expect(cheapest.body.data.items.map((c: { productName: string }) => c.productName)).toEqual([
      'Creme Lipstick 100%_Off',
      'Velvet Matte Lipstick',
    ]);
    const priced = (await all('minPrice=100&maxPrice=500&itemsPerPage=100')).body.data.items as { price: number }[];
    expect(priced.every((c) => c.price >= 100 && c.price <= 500)).toBe(true);
    const bad = await all('sort=cheapest');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('sort');
  });

  it('lists brand, offer and banner products, and 404s unknown ones', async () => {
    const brand = await t.call({ method: 'GET', url: `/api/v4/products/brand/${brandId}?sort=price-low` });
    expect(brand.status).toBe(200);
    expect(brand.body.data.pagination.totalItems).toBe(4);
    const offer = await createOffer(t.ctx, [ids.velvet!, ids.attar!]);
    const offered = await t.call({ method: 'GET', url: `/api/v4/products/offer/${offer.id}` });
    expect(offered.body.data.items.map((c: { productId: number }) => c.productId).sort()).toEqual(
      [ids.velvet, ids.attar].sort(),
    );
    const banner = await createBanner(t.ctx, [ids.attar!]);
    const bannered = await t.call({ method: 'GET', url: `/api/v4/banners/${banner.id}?page=1&itemsPerPage=10` });
    expect(bannered.body.data.items.map((c: { productName: string }) => c.productName)).toEqual(['Rose Attar']);
    const hidden = await createBanner(t.ctx, [ids.attar!], { isActive: false });
    expect((await t.call({ method: 'GET', url: `/api/v4/banners/${hidden.id}` })).status).toBe(404);
    for (const url of [
      '/products/category/999999',
      '/products/brand/999999',
      '/products/offer/999999',
      '/banners/999999',
    ]) {
      const res = await t.call({ method: 'GET', url: `/api/v4${url}` });
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    for (const id of ['abc', '-3', '0', '1.5', '99999999999']) {
      const res = await t.call({ method: 'GET', url: `/api/v4/products/category/${id}` });
      expect(res.status, id).toBe(400);
      expect(res.body.errors[0].field).toBe('id');
    }
  });

  it('shows product detail with every variant, sanitised description and delivery date', async () => {
    const res = await t.call({ method: 'GET', url: `/api/v4/products/${ids.velvet}` });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      productId: ids.velvet,
      productName: 'Velvet Matte Lipstick',
      price: 450,
      basePrice: 600,
      variantDiscount: 25,
      avgRating: 4.5,
      categoryId,
      categoryName: 'Lipstick',
      brandId,
      brandName: 'Lakmé Test',
    });
    expect(d.productDescription).toContain('<b>colour</b>');
    expect(d.productDescription).not.toMatch(/script|onerror|alert/);
    expect(d.variants).toHaveLength(2);
    expect(d.variants[0]).toEqual({
      variantId: variantIds.velvet![0],
      variantName: 'Ruby Red',
      images: ['/media/test.svg'],
      imageAlts: [''],
      variantPrice: 499,
      variantBasePrice: 699,
      variantDiscount: 29,
      avgRating: 4.5,
      // the fake clock is 2026-01-15 12:00 IST; 3 days on
      variantDeliveryDate: '2026-01-18',
      variantDeliverytype: 'Standard Delivery',
      variantWarranty: 'No warranty',
      variantStock: 0,
      variantHighlightedInformation: ['Long lasting'],
      // Written without option values (the factory sets none), so none are answered.
      swatch: null,
      shadeFamily: null,
      size: null,
      packSize: null,
      isFavorite: false,
      itemAlreadyInCart: false,
    });
    expect((await t.call({ method: 'GET', url: '/api/v4/products/987654' })).status).toBe(404);
    const bad = await t.call({ method: 'GET', url: '/api/v4/products/abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('id');
  });

  it('personalises detail for a signed-in shopper and records recently viewed', async () => {
    const { user, token } = await createUser(t.ctx);
    await addToWishlist(t.ctx, user.id, ids.velvet!, variantIds.velvet![1]!);
    await addToCart(t.ctx, user.id, ids.velvet!, variantIds.velvet![1]!);
    const res = await t.call({ method: 'GET', url: `/api/v4/products/${ids.velvet}`, token });
    expect(res.body.data.variants.map((v: { isFavorite: boolean }) => v.isFavorite)).toEqual([false, true]);
    expect(res.body.data.variants.map((v: { itemAlreadyInCart: boolean }) => v.itemAlreadyInCart)).toEqual([
      false,
      true,
    ]);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Authorization');

    t.clock.advance(60_000);
    await t.call({ method: 'GET', url: `/api/v4/products/${ids.attar}`, token });
    t.clock.advance(60_000);
    await t.call({ method: 'GET', url: `/api/v4/products/${ids.velvet}`, token });
    const viewed = await t.call({ method: 'GET', url: '/api/v4/products/recently-viewed', token });
    expect(viewed.body.data.items.map((c: { productId: number }) => c.productId)).toEqual([ids.velvet, ids.attar]);
    const anonymous = await t.call({ method: 'GET', url: '/api/v4/products/recently-viewed' });
    expect(anonymous.body.data).toEqual({ items: [] });

    // suggestions come from the categories the shopper looked at, without what they already saw
    const suggested = await t.call({ method: 'GET', url: '/api/v4/products/suggested', token });
    const suggestedIds = suggested.body.data.items.map((c: { productId: number }) => c.productId);
    expect(suggestedIds).not.toContain(ids.velvet);
    expect(suggestedIds).toContain(ids['Liquid Lip Colour']);
  });

  it('serves related, explore, random, suggested and random-from-categories', async () => {
    const related = await t.call({ method: 'GET', url: `/api/v4/products/related/${ids.velvet}` });
    expect(related.status).toBe(200);
    const relatedIds = related.body.data.items.map((c: { productId: number }) => c.productId);
    expect(relatedIds).not.toContain(ids.velvet);
    expect(relatedIds).toContain(ids['Liquid Lip Colour']);
    expect((await t.call({ method: 'GET', url: '/api/v4/products/related/987654' })).status).toBe(404);

    for (const path of ['explore', 'random', 'suggested']) {
      const res = await t.call({ method: 'GET', url: `/api/v4/products/${path}` });
      expect(res.status, path).toBe(200);
      expect(res.body.data.items.length, path).toBeGreaterThan(0);
      expect(res.body.data.items.length, path).toBeLessThanOrEqual(20);
    }

    const groups = await t.call({ method: 'GET', url: '/api/v4/products/random-from-categories?limit=2' });
    expect(groups.status).toBe(200);
    const byTitle = Object.fromEntries(
      groups.body.data.map((g: { title: string; products: unknown[] }) => [g.title, g]),
    );
    expect(byTitle.Lipstick.products).toHaveLength(2);
    expect(byTitle.Lipstick.categoryId).toBe(categoryId);
    expect(byTitle.Perfume.products).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: '/api/v4/products/random-from-categories?limit=0' })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v4/products/random-from-categories?limit=x' })).status).toBe(400);
  });
});
