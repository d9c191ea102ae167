import { csvLine, parseCsv } from '@shringar/contracts/csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { currentIfMatch } from '../../../test/current-version.ts';
import { createStaff } from '../../../test/staff-factories.ts';

/** Meta title and description of products, categories and brands: the console writes them, the store reads them. */
describe('SEO meta fields', () => {
  let t: TestApp;
  let cookie: string;
  let categoryId: number;
  let brandId: number;

  const admin = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.call({
      method,
      url: `/api/v4/admin${url}`,
      headers: { cookie, ...(method === 'PUT' ? await currentIfMatch(t, cookie, `/api/v4/admin${url}`) : {}) },
      ...(payload ? { payload } : {}),
    });
  const store = (url: string) => t.call({ method: 'GET', url: `/api/v4${url}` });
  const product = (over: Record<string, unknown> = {}) => ({
    name: 'Velvet Matte Lipstick',
    slug: 'velvet-matte-lipstick',
    categoryId,
    brandId,
    descriptionHtml: '<p>Rich colour</p>',
    hsnCode: '3304',
    gstRate: 18,
    variants: [
      {
        name: 'Ruby Red',
        sku: 'VML-RUBY',
        price: 349,
        basePrice: 499,
        stock: 3,
        deliveryType: 'Standard Delivery',
        warranty: 'No warranty',
        photos: [],
      },
    ],
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await createStaff(t, 'catalogue')).cookie;
    const category = await admin('POST', '/categories', {
      name: 'Lipstick',
      iconUrl: '/media/lipstick.svg',
      metaTitle: '  Lipsticks online: matte, creme and gloss  ',
    });
    categoryId = category.body.data.id;
    const brand = await admin('POST', '/brands', { name: 'Lakmé', logoUrl: '/media/lakme.svg' });
    brandId = brand.body.data.id;
  }, 180_000);
  afterAll(() => t.close());

  it('keeps a category’s and brand’s meta fields trimmed, empty meaning none, and the store reads them', async () => {
    const categories = (await store('/category')).body.data;
    expect(categories[0]).toMatchObject({
      categoryId,
      metaTitle: 'Lipsticks online: matte, creme and gloss',
      metaDescription: null,
    });
    const cleared = await admin('PUT', `/categories/${categoryId}`, {
      name: 'Lipstick',
      iconUrl: '/media/lipstick.svg',
      metaTitle: '',
      metaDescription: 'Every shade of lipstick.',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ metaTitle: null, metaDescription: 'Every shade of lipstick.' });
    const brand = await admin('PUT', `/brands/${brandId}`, {
      name: 'Lakmé',
      logoUrl: '/media/lakme.svg',
      metaTitle: 'Lakmé makeup',
    });
    expect(brand.body.data).toMatchObject({ metaTitle: 'Lakmé makeup', metaDescription: null });
    expect((await store('/brands')).body.data[0]).toMatchObject({ brandId, metaTitle: 'Lakmé makeup' });
  });

  it('refuses a meta field longer than a results page shows, naming the field', async () => {
    const long = await admin('POST', '/products', product({ metaTitle: 'x'.repeat(61) }));
    expect(long.status).toBe(400);
    expect(long.body.errors[0]).toMatchObject({
      field: 'metaTitle',
      message: 'Meta title must be at most 60 characters',
    });
    const brand = await admin('POST', '/brands', {
      name: 'Nykaa',
      logoUrl: '/media/nykaa.svg',
      metaDescription: 'y'.repeat(161),
    });
    expect(brand.body.errors[0]).toMatchObject({ field: 'metaDescription' });
  });

  it('saves a product’s meta fields, answers them on the product, and carries them through the CSV', async () => {
    const created = await admin('POST', '/products', product({ metaDescription: 'Matte lipstick in Ruby Red.' }));
    expect(created.status).toBe(200);
    const id = created.body.data.productId;
    expect(created.body.data).toMatchObject({ metaTitle: null, metaDescription: 'Matte lipstick in Ruby Red.' });
    const detail = (await store(`/products/${id}`)).body.data;
    expect(detail).toMatchObject({ metaTitle: null, metaDescription: 'Matte lipstick in Ruby Red.' });
    expect(detail.variants[0]).toMatchObject({ swatch: '#9b1b30', shadeFamily: 'Reds', size: null });

    const exported = await admin('GET', '/products/export');
    expect(exported.status).toBe(200);
    const [header, row] = parseCsv(exported.body as string).map((r) => r.cells);
    const cell = (column: string) => row![header!.indexOf(column)];
    expect([cell('meta_title'), cell('meta_description')]).toEqual(['', 'Matte lipstick in Ruby Red.']);

    // A file without the columns keeps them; one with a title sets it.
    const columns = header!.filter((c) => c !== 'meta_description' && c !== 'meta_title');
    const withTitle = [...columns, 'meta_title'];
    const file = [csvLine(withTitle), csvLine([...columns.map((c) => cell(c)!), 'Velvet Matte Lipstick | Lakmé'])].join(
      '\n',
    );
    const preview = await t.call({
      method: 'POST',
      url: '/api/v4/admin/products/import/preview',
      headers: { cookie, 'content-type': 'text/csv' },
      payload: file,
    });
    expect(preview.body.data.items[0].changes).toEqual([
      { column: 'meta_title', from: '', to: 'Velvet Matte Lipstick | Lakmé' },
    ]);
    const applied = await t.call({
      method: 'POST',
      url: '/api/v4/admin/products/import/apply',
      headers: { cookie },
      payload: { previewId: preview.body.data.previewId },
    });
    expect(applied.status).toBe(200);
    expect((await store(`/products/${id}`)).body.data).toMatchObject({
      metaTitle: 'Velvet Matte Lipstick | Lakmé',
      metaDescription: 'Matte lipstick in Ruby Red.',
    });
  });
});
