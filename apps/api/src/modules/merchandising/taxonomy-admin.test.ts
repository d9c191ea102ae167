import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { currentIfMatch } from '../../../test/current-version.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';

describe('console: categories and brands', () => {
  let t: TestApp;
  let cookie: string;
  let fulfilment: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await createStaff(t, 'catalogue')).cookie;
    fulfilment = (await createStaff(t, 'fulfilment')).cookie;
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

  it('refuses a body with the field named, and a role without catalogue.manage', async () => {
    const missing = await admin('POST', '/categories', { iconUrl: '/media/x.svg' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'name' })]);
    const offsite = await admin('POST', '/categories', { name: 'Nails', iconUrl: 'https://evil.example/x.png' });
    expect(offsite.status).toBe(400);
    expect(offsite.body.errors[0].field).toBe('iconUrl');
    const sort = await admin('POST', '/brands', { name: 'Nykaa', logoUrl: '/media/x.svg', sortOrder: -1 });
    expect(sort.body.errors[0]).toMatchObject({ field: 'sortOrder', message: 'sortOrder must be at least 0' });
    const denied = await admin('POST', '/categories', { name: 'Nails', iconUrl: '/media/x.svg' }, fulfilment);
    expect([denied.status, denied.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });

  it('creates a category the store shows at once, audited, and refuses a second with the same name', async () => {
    expect((await store('/category')).body.data).toEqual([]); // cached answer, forgotten by the change
    const created = await admin('POST', '/categories', {
      name: 'Nail Care',
      iconUrl: '/media/nails.svg',
      sortOrder: 3,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Nail Care', slug: 'nail-care', isActive: true, productCount: 0 });
    expect((await store('/category')).body.data).toEqual([
      expect.objectContaining({ categoryName: 'Nail Care', categoryIcon: '/media/nails.svg' }),
    ]);
    const audit = await lastAudit('adminCreateCategory');
    expect(audit).toMatchObject({ target: String(created.body.data.id), statusCode: 200, before: null });
    expect(audit!.after).toMatchObject({ name: 'Nail Care' });

    const again = await admin('POST', '/categories', { name: 'Nail Care', iconUrl: '/media/nails.svg' });
    expect([again.status, again.body.code]).toEqual([409, 'CATEGORY_NAME_TAKEN']);
    expect(again.body.errors[0].field).toBe('name');
  });

  it('deactivates a category (gone from the store, its page a 404) and refuses to delete one with products', async () => {
    const { categoryId } = await createProduct(t.ctx, { categoryName: 'Lipsticks' });
    const listed = (await admin('GET', '/categories')).body.data;
    expect(listed.find((c: { id: number }) => c.id === categoryId)).toMatchObject({ productCount: 1 });
    expect((await store(`/category/${categoryId}`)).status).toBe(200);

    const off = await admin('PUT', `/categories/${categoryId}`, {
      name: 'Lipsticks',
      iconUrl: '/media/test.svg',
      isActive: false,
    });
    expect(off.body.data).toMatchObject({ isActive: false, productCount: 1 });
    expect((await store('/category')).body.data.map((c: { categoryId: number }) => c.categoryId)).not.toContain(
      categoryId,
    );
    expect((await store(`/category/${categoryId}`)).status).toBe(404);
    const audit = await lastAudit('adminUpdateCategory');
    expect(audit!.before).toMatchObject({ isActive: true });
    expect(audit!.after).toMatchObject({ isActive: false });

    const refused = await admin('DELETE', `/categories/${categoryId}`);
    expect([refused.status, refused.body.code]).toEqual([409, 'CATEGORY_HAS_PRODUCTS']);
    expect(refused.body.message).toMatch(/has 1 product: it cannot be deleted\. Deactivate it instead\./);
  });

  it('deletes an empty category and answers 404 for one that is not there', async () => {
    const created = await admin('POST', '/categories', { name: 'Empty Shelf', iconUrl: '/media/x.svg' });
    const id = created.body.data.id;
    expect((await admin('DELETE', `/categories/${id}`)).body.data).toEqual({ id, deleted: true });
    expect((await lastAudit('adminDeleteCategory'))!.before).toMatchObject({ name: 'Empty Shelf' });
    const gone = await admin('PUT', `/categories/${id}`, { name: 'Empty Shelf', iconUrl: '/media/x.svg' });
    expect([gone.status, gone.body.code]).toEqual([404, 'CATEGORY_NOT_FOUND']);
    expect((await admin('DELETE', `/categories/${id}`)).status).toBe(404);
  });

  it('manages brands the same way', async () => {
    const created = await admin('POST', '/brands', { name: 'Glow & Co', logoUrl: '/media/glow.svg' });
    expect(created.body.data).toMatchObject({ slug: 'glow-co', isActive: true });
    const id = created.body.data.id;
    expect((await store('/brands')).body.data.map((b: { brandId: number }) => b.brandId)).toContain(id);
    await createProduct(t.ctx, { brandId: id });
    const refused = await admin('DELETE', `/brands/${id}`);
    expect([refused.status, refused.body.code]).toEqual([409, 'BRAND_HAS_PRODUCTS']);
    const renamed = await admin('PUT', `/brands/${id}`, {
      name: 'Glow Co',
      logoUrl: '/media/glow.svg',
      isActive: false,
    });
    expect(renamed.body.data).toMatchObject({ name: 'Glow Co', slug: 'glow-co', isActive: false, productCount: 1 });
    expect((await store('/brands')).body.data.map((b: { brandId: number }) => b.brandId)).not.toContain(id);
    expect((await store(`/products/brand/${id}`)).status).toBe(404);
    const audit = await lastAudit('adminUpdateBrand');
    expect(audit).toMatchObject({ before: expect.objectContaining({ name: 'Glow & Co' }) });
  });

  it('finds products for the pickers and lists the images the store shows', async () => {
    await createProduct(t.ctx, { name: 'Velvet Matte Lipstick' });
    const picks = await admin('GET', '/product-picks?q=velvet');
    expect(picks.body.data).toEqual([
      expect.objectContaining({ name: 'Velvet Matte Lipstick', imageUrl: '/media/test.svg', isActive: true }),
    ]);
    const images = (await admin('GET', '/store-images')).body.data as { url: string; label: string }[];
    expect(images).toContainEqual({ url: '/media/nails.svg', label: 'Category: Nail Care' });
    expect(new Set(images.map((i) => i.url)).size).toBe(images.length);
    const tooLong = await admin('GET', `/product-picks?q=${'a'.repeat(81)}`);
    expect(tooLong.body.errors[0].field).toBe('q');
    expect(
      (
        await t.db
          .select()
          .from(operatorAuditLog)
          .where(and(eq(operatorAuditLog.action, 'adminPickProducts')))
      ).length,
    ).toBe(0);
  });
});
