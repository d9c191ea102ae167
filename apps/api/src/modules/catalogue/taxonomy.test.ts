import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBanner, createOffer } from '../../../test/catalogue-factories.ts';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { brands, categories } from '../../db/schema/catalogue.ts';

describe('categories, brands, offers and banners', () => {
  let t: TestApp;
  let earring: number;
  let lipstick: number;
  let kurta: number;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createProduct(t.ctx, { categoryName: 'Earring', brandName: 'Padma Atelier' });
    const b = await createProduct(t.ctx, { categoryName: 'Lipstick', brandName: 'Gulmohar Beauty' });
    const c = await createProduct(t.ctx, { categoryName: 'Kurta', brandName: 'Rangrez House' });
    [earring, lipstick, kurta] = [a.categoryId, b.categoryId, c.categoryId];
    await t.db.update(categories).set({ isPopular: true, sortOrder: 2 }).where(eq(categories.id, earring));
    await t.db.update(categories).set({ isFeatured: true, sortOrder: 1 }).where(eq(categories.id, lipstick));
    await t.db.update(categories).set({ sortOrder: 3 }).where(eq(categories.id, kurta));
    await t.db.update(brands).set({ sortOrder: -1 }).where(eq(brands.id, c.brandId));
    await createOffer(t.ctx, [a.product.id], { title: 'Festive Jewellery', sortOrder: 2 });
    await createOffer(t.ctx, [b.product.id], { title: 'Lip Fest', sortOrder: 1 });
    await createOffer(t.ctx, [], { title: 'Expired', isActive: false });
    await createBanner(t.ctx, [a.product.id], { title: 'Second', sortOrder: 2 });
    await createBanner(t.ctx, [b.product.id], { title: 'First', sortOrder: 1 });
    await createBanner(t.ctx, [], { title: 'Hidden', isActive: false });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.call({ method: 'GET', url: `/api/v4${url}` });

  it('lists categories in display order, and the popular and featured ones', async () => {
    const all = await get('/category/');
    expect(all.status).toBe(200);
    expect(all.body.data.map((c: { categoryName: string }) => c.categoryName)).toEqual([
      'Lipstick',
      'Earring',
      'Kurta',
    ]);
    expect(all.body.data[1]).toEqual({
      categoryId: earring,
      categoryName: 'Earring',
      categoryIcon: '/media/test.svg',
      slug: expect.any(String),
      isPopular: true,
      isFeatured: false,
      metaTitle: null,
      metaDescription: null,
    });
    expect((await get('/category?popular=true')).body.data.map((c: { categoryId: number }) => c.categoryId)).toEqual([
      earring,
    ]);
    expect((await get('/category?featured=true')).body.data.map((c: { categoryId: number }) => c.categoryId)).toEqual([
      lipstick,
    ]);
    const bad = await get('/category?popular=yes');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('popular');
  });

  it('answers one category, 404 for an unknown one and 400 for a malformed id', async () => {
    expect((await get(`/category/${kurta}`)).body.data.categoryName).toBe('Kurta');
    const missing = await get('/category/99999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Category not found.', code: 'NOT_FOUND' });
    const bad = await get('/category/kurta');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('id must be a positive whole number');
  });

  it('lists brands in display order', async () => {
    const res = await get('/brands');
    expect(res.body.data.map((b: { brandName: string }) => b.brandName)).toEqual([
      'Rangrez House',
      'Gulmohar Beauty',
      'Padma Atelier',
    ]);
    expect(res.body.data[0]).toEqual({
      brandId: expect.any(Number),
      brandName: 'Rangrez House',
      brandLogo: '/media/test.svg',
      slug: expect.any(String),
      metaTitle: null,
      metaDescription: null,
    });
  });

  it('lists only active offers and banners, in display order', async () => {
    const offers = await get('/offers/');
    expect(offers.body.data.map((o: { title: string }) => o.title)).toEqual(['Lip Fest', 'Festive Jewellery']);
    expect(offers.body.data[0].offerId).toBe(offers.body.data[0].id);
    expect(offers.body.data[0].image).toBe('/media/offer.svg');
    const banners = await get('/banners/');
    expect(banners.body.data.map((b: { title: string }) => b.title)).toEqual(['First', 'Second']);
    expect(banners.body.data[0]).toEqual({
      id: expect.any(Number),
      title: 'First',
      subtitle: '',
      imageUrl: '/media/banner.svg',
    });
    expect(banners.headers.etag).toBeDefined();
  });
});
