import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { currentIfMatch } from '../../../test/current-version.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';

describe('console: banners, offers and the bestseller order', () => {
  let t: TestApp;
  let cookie: string;
  let support: string;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await createStaff(t, 'owner')).cookie;
    support = (await createStaff(t, 'support')).cookie;
    const first = await createProduct(t.ctx, { name: 'Rose Serum', categoryName: 'Skin' });
    ids.push(first.product.id);
    ids.push((await createProduct(t.ctx, { name: 'Kajal Pencil', categoryId: first.categoryId })).product.id);
    ids.push((await createProduct(t.ctx, { name: 'Hair Oil', categoryName: 'Hair' })).product.id);
  });
  afterAll(() => t.close());

  const admin = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = cookie) => {
    const edit = method === 'PUT' ? await currentIfMatch(t, as, `/api/v4/admin${url}`) : {};
    return t.call({
      method,
      url: `/api/v4/admin${url}`,
      headers: { cookie: as, ...edit },
      ...(payload ? { payload } : {}),
    });
  };
  const store = (url: string) => t.call({ method: 'GET', url: `/api/v4${url}` });
  const lastAudit = async (action: string) =>
    (
      await t.db
        .select()
        .from(operatorAuditLog)
        .where(eq(operatorAuditLog.action, action))
        .orderBy(desc(operatorAuditLog.id))
        .limit(1)
    )[0];

  it('adds a banner the home slider shows at once, opening the first product the operator put', async () => {
    expect((await store('/banners')).body.data).toEqual([]);
    const created = await admin('POST', '/banners', {
      title: 'Monsoon Glow',
      subtitle: 'Up to 40% off',
      imageUrl: '/media/banners/monsoon.svg?title=Monsoon+Glow&subtitle=Up+to+40%25',
      productIds: [ids[1], ids[0]],
    });
    expect(created.status).toBe(200);
    expect(created.body.data.products.map((p: { productId: number }) => p.productId)).toEqual([ids[1], ids[0]]);
    expect((await store('/banners')).body.data).toEqual([
      expect.objectContaining({
        title: 'Monsoon Glow',
        imageUrl: '/media/banners/monsoon.svg?title=Monsoon+Glow&subtitle=Up+to+40%25',
      }),
    ]);
    const linked = await store(`/banners/${created.body.data.id}?page=1&itemsPerPage=1`);
    expect(linked.body.data.items[0].productId).toBe(ids[1]);
    expect((await lastAudit('adminCreateBanner'))!.after).toMatchObject({ title: 'Monsoon Glow' });

    const off = await admin('PUT', `/banners/${created.body.data.id}`, {
      title: 'Monsoon Glow',
      imageUrl: '/media/banners/monsoon.svg',
      isActive: false,
      productIds: [ids[0]],
    });
    expect(off.body.data).toMatchObject({ isActive: false, subtitle: '' });
    expect((await store('/banners')).body.data).toEqual([]);
    const audit = await lastAudit('adminUpdateBanner');
    expect(audit!.before).toMatchObject({ isActive: true, subtitle: 'Up to 40% off' });
    expect(audit!.after).toMatchObject({ isActive: false });
  });

  it('refuses a product the store does not have, or one named twice, writing nothing', async () => {
    const unknown = await admin('POST', '/offers', { title: 'Ghost', imageUrl: '/media/o.svg', productIds: [999999] });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    const twice = await admin('POST', '/offers', {
      title: 'Twice',
      imageUrl: '/media/o.svg',
      productIds: [ids[0], ids[0]],
    });
    expect(twice.body.errors[0]).toMatchObject({
      field: 'productIds',
      message: 'productIds must not repeat a product',
    });
    const title = await admin('POST', '/offers', { title: ' ', imageUrl: '/media/o.svg' });
    expect(title.body.errors[0].field).toBe('title');
    expect((await admin('GET', '/offers')).body.data).toEqual([]);
    const denied = await admin('GET', '/offers', undefined, support);
    expect([denied.status, denied.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });

  it('creates and edits an offer: its tile and its page follow, products in the operator’s order', async () => {
    expect((await store('/offers')).body.data).toEqual([]);
    const created = await admin('POST', '/offers', {
      title: 'Festive Picks',
      description: 'Handpicked for Diwali',
      imageUrl: '/media/offers/festive.svg',
      sortOrder: 2,
      productIds: [ids[2], ids[0]],
    });
    const id = created.body.data.id;
    expect((await store('/offers')).body.data).toEqual([
      expect.objectContaining({ offerId: id, title: 'Festive Picks', image: '/media/offers/festive.svg' }),
    ]);
    const page = await store(`/products/offer/${id}?page=1&itemsPerPage=10`);
    expect(page.body.data.items.map((c: { productId: number }) => c.productId)).toEqual([ids[2], ids[0]]);

    const edited = await admin('PUT', `/offers/${id}`, {
      title: 'Festive Favourites',
      imageUrl: '/media/offers/festive.svg',
      productIds: [ids[0], ids[1], ids[2]],
    });
    expect(edited.body.data.products.map((p: { name: string }) => p.name)).toEqual([
      'Rose Serum',
      'Kajal Pencil',
      'Hair Oil',
    ]);
    expect((await store('/offers')).body.data[0].title).toBe('Festive Favourites');
    const again = await store(`/products/offer/${id}?page=1&itemsPerPage=10`);
    expect(again.body.data.items.map((c: { productId: number }) => c.productId)).toEqual([ids[0], ids[1], ids[2]]);
    const audit = await lastAudit('adminUpdateOffer');
    expect(audit!.before).toMatchObject({ title: 'Festive Picks' });
    expect(audit!.after).toMatchObject({ title: 'Festive Favourites' });

    expect((await admin('DELETE', `/offers/${id}`)).body.data).toEqual({ id, deleted: true });
    expect((await store('/offers')).body.data).toEqual([]);
    expect((await store(`/products/offer/${id}`)).status).toBe(404);
  });

  it('puts the chosen bestsellers on the home strip in order, and goes back to random when cleared', async () => {
    const random = (await store('/products/random-from-categories?limit=10')).body.data;
    expect(random.flatMap((g: { products: unknown[] }) => g.products)).toHaveLength(3);

    const set = await admin('PUT', '/bestsellers', { productIds: [ids[1], ids[2]] });
    expect(set.body.data.products.map((p: { productId: number }) => p.productId)).toEqual([ids[1], ids[2]]);
    const chosen = (await store('/products/random-from-categories?limit=10')).body.data;
    expect(
      chosen.map((g: { title: string; products: { productId: number }[] }) => [
        g.title,
        g.products.map((p) => p.productId),
      ]),
    ).toEqual([
      ['Hair', [ids[2]]],
      ['Skin', [ids[1]]],
    ]);
    const audit = await lastAudit('adminSetBestsellers');
    expect([audit!.before, audit!.after]).toEqual([[], [ids[1], ids[2]]]);

    const reordered = await admin('PUT', '/bestsellers', { productIds: [ids[0], ids[1]] });
    expect((await admin('GET', '/bestsellers')).body.data).toEqual(reordered.body.data);
    const skin = (await store('/products/random-from-categories?limit=10')).body.data;
    expect(skin[0].products.map((p: { productId: number }) => p.productId)).toEqual([ids[0], ids[1]]);

    await admin('PUT', '/bestsellers', { productIds: [] });
    const back = (await store('/products/random-from-categories?limit=10')).body.data;
    expect(back.flatMap((g: { products: unknown[] }) => g.products)).toHaveLength(3);
    const tooMany = await admin('PUT', '/bestsellers', { productIds: Array.from({ length: 61 }, (_, i) => i + 1) });
    expect(tooMany.body.errors[0].field).toBe('productIds');
  });
});
