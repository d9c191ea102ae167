import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, productVariants, products } from '../../db/schema/catalogue.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { currentIfMatch } from '../../../test/current-version.ts';
import { multipartForm } from '../../../test/multipart-form.ts';
import { createStaff } from '../../../test/staff-factories.ts';

describe('console products', () => {
  let t: TestApp;
  let cookie: string;
  let categoryId: number;
  let brandId: number;
  const published: unknown[] = [];

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, as = cookie) =>
    t.call({
      method,
      url: `/api/v4${url}`,
      headers: { cookie: as, ...(method === 'PUT' ? await currentIfMatch(t, as, `/api/v4${url}`) : {}) },
      ...(payload ? { payload: payload as object } : {}),
    });

  const form = (over: Record<string, unknown> = {}) => ({
    name: 'Velvet Matte Lipstick',
    slug: 'velvet-matte-lipstick',
    categoryId,
    brandId,
    descriptionHtml: '<p>Rich <strong>colour</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
    hsnCode: '3304',
    gstRate: 18,
    isActive: true,
    variants: [
      {
        name: 'Rose',
        sku: 'VML-ROSE',
        price: 349.5,
        basePrice: 499,
        stock: 12,
        highlights: ['Long wear', 'Vegan'],
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
    [{ id: categoryId }] = (await t.db
      .insert(categories)
      .values({ name: 'Lipstick', slug: 'lipstick', iconUrl: '/api/v4/media/category/lipstick.svg' })
      .returning({ id: categories.id })) as [{ id: number }];
    [{ id: brandId }] = (await t.db
      .insert(brands)
      .values({ name: 'Lakmé', slug: 'lakme', logoUrl: '/api/v4/media/brand/lakme.svg' })
      .returning({ id: brands.id })) as [{ id: number }];
    t.ctx.changes.subscribe((change) => published.push(change));
  }, 180_000);
  afterAll(() => t.close());

  it('creates a product with its variant, sanitising the description, in paise inside and rupees out', async () => {
    const res = await call('POST', '/admin/products', form());
    expect(res.status).toBe(200);
    const view = res.body.data;
    expect(view).toMatchObject({ name: 'Velvet Matte Lipstick', gstRate: 18, hsnCode: '3304', isActive: true });
    expect(view.descriptionHtml).toBe('<p>Rich <strong>colour</strong></p><img src="x" />');
    expect(view.variants[0]).toMatchObject({ sku: 'VML-ROSE', price: 349.5, basePrice: 499, stock: 12 });
    const [row] = await t.db.select().from(productVariants).where(eq(productVariants.sku, 'VML-ROSE'));
    expect([row!.pricePaise, row!.basePricePaise]).toEqual([34950, 49900]);
    const [product] = await t.db.select().from(products).where(eq(products.id, view.productId));
    expect(product!.gstRateBp).toBe(1800);
    expect(published).toContainEqual({ kind: 'catalogue', productIds: [view.productId] });

    // Shoppers see it at once.
    const detail = await t.call({ method: 'GET', url: `/api/v4/products/${view.productId}` });
    expect(detail.body.data.variants[0]).toMatchObject({ variantPrice: 349.5, variantStock: 12 });
  });

  it('names each refused field', async () => {
    const res = await call(
      'POST',
      '/admin/products',
      form({
        name: '',
        slug: 'Not A Slug',
        hsnCode: '33',
        gstRate: 7,
        variants: [{ ...form().variants[0], sku: 'x', price: 500, basePrice: 400, stock: -1 }],
      }),
    );
    expect(res.status).toBe(400);
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'name',
        'slug',
        'hsnCode',
        'gstRate',
        'variants.0.sku',
        'variants.0.stock',
        'variants.0.basePrice',
      ]),
    );
    expect(res.body.errors).toContainEqual({
      field: 'variants.0.basePrice',
      message: 'Base price must be at least the price',
    });
    expect(res.body.errors).toContainEqual({
      field: 'gstRate',
      message: 'GST rate must be one of 0, 0.25, 3, 5, 18, 40%',
    });
  });

  it('refuses a SKU another product uses, an unknown category and a photo not uploaded here', async () => {
    const taken = await call('POST', '/admin/products', form({ slug: 'another' }));
    expect([taken.status, taken.body.code, taken.body.errors[0].field]).toEqual([409, 'SKU_TAKEN', 'variants.0.sku']);
    const photo = `/api/v4/uploads/${'a'.repeat(32)}-640x640.webp`;
    const bad = await call(
      'POST',
      '/admin/products',
      form({
        slug: 'another',
        categoryId: 99999,
        variants: [{ ...form().variants[0], sku: 'OTHER-1', photos: [{ url: photo, alt: '' }] }],
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'categoryId', message: 'Category does not exist' },
        { field: 'variants.0.photos.0.url', message: 'Photo was not uploaded here' },
      ]),
    );
  });

  it('edits price and photos (with alt text), never the stock it is sent, audits before and after, and publishes', async () => {
    const created = (
      await call(
        'POST',
        '/admin/products',
        form({ slug: 'edit-me', variants: [{ ...form().variants[0], sku: 'EDIT-1' }] }),
      )
    ).body.data;
    const bytes = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#c2185b' } })
      .jpeg()
      .toBuffer();
    const upload = multipartForm({}, { name: 'p.jpg', type: 'image/jpeg', bytes });
    const image = (
      await t.call({
        method: 'POST',
        url: '/api/v4/admin/images',
        payload: upload.payload,
        headers: { ...upload.headers, cookie },
      })
    ).body.data;
    published.length = 0;
    const variant = {
      ...created.variants[0],
      price: 299,
      stock: 3,
      photos: [{ url: image.url, alt: 'Rose shade, swatch' }],
    };
    const added = { ...form().variants[0], sku: 'EDIT-2', name: 'Plum' };
    const res = await call('PUT', `/admin/products/${created.productId}`, {
      ...form({ slug: 'edit-me' }),
      variants: [variant, added],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.variants.map((v: { sku: string }) => v.sku)).toEqual(['EDIT-1', 'EDIT-2']);
    // Stock moves only through the ledger: the 3 sent by a form opened earlier is not written.
    expect(res.body.data.variants[0]).toMatchObject({
      price: 299,
      stock: 12,
      photos: [{ url: image.url, alt: 'Rose shade, swatch' }],
    });
    expect(published).toEqual([{ kind: 'catalogue', productIds: [created.productId] }]);

    const [audit] = await t.db.select().from(operatorAuditLog).orderBy(desc(operatorAuditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'adminUpdateProduct',
      target: `product:${created.productId}`,
      statusCode: 200,
    });
    expect((audit!.before as { variants: unknown[] }).variants).toEqual([
      expect.objectContaining({ sku: 'EDIT-1', price: 349.5, stock: 12, photos: 0 }),
    ]);
    expect((audit!.after as { variants: unknown[] }).variants).toEqual([
      expect.objectContaining({ sku: 'EDIT-1', price: 299, stock: 12, photos: 1 }),
      expect.objectContaining({ sku: 'EDIT-2' }),
    ]);

    const dropped = await call('PUT', `/admin/products/${created.productId}`, {
      ...form({ slug: 'edit-me' }),
      variants: [variant],
    });
    expect([dropped.status, dropped.body.errors[0].field]).toEqual([400, 'variants']);
  });

  it('archives and unarchives: an archived product leaves the storefront', async () => {
    const created = (
      await call(
        'POST',
        '/admin/products',
        form({ slug: 'archive-me', variants: [{ ...form().variants[0], sku: 'ARCH-1' }] }),
      )
    ).body.data;
    const archived = await call('POST', `/admin/products/${created.productId}/status`, { isActive: false });
    expect([archived.status, archived.body.data.isActive]).toEqual([200, false]);
    expect((await t.call({ method: 'GET', url: `/api/v4/products/${created.productId}` })).status).toBe(404);
    const back = await call('POST', `/admin/products/${created.productId}/status`, { isActive: true });
    expect(back.body.data.isActive).toBe(true);
    expect((await t.call({ method: 'GET', url: `/api/v4/products/${created.productId}` })).status).toBe(200);
    expect((await call('POST', '/admin/products/999999/status', { isActive: true })).status).toBe(404);
  });

  it('lists with search, filters, sorting and paging', async () => {
    const all = await call('GET', '/admin/products?sort=name&itemsPerPage=2');
    expect(all.status).toBe(200);
    expect(all.body.data.items).toHaveLength(2);
    expect(all.body.data.pagination.totalItems).toBeGreaterThanOrEqual(3);
    const bySku = await call('GET', '/admin/products?q=arch-');
    expect(bySku.body.data.items.map((r: { slug: string }) => r.slug)).toEqual(['archive-me']);
    const cheap = await call('GET', `/admin/products?sort=price-low&categoryId=${categoryId}&status=active`);
    const prices = cheap.body.data.items.map((r: { minPrice: number }) => r.minPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const wrong = await call('GET', '/admin/products?sort=cheapest');
    expect([wrong.status, wrong.body.errors[0].field]).toEqual([400, 'sort']);
  });

  it('is refused to roles without catalogue.manage', async () => {
    const support = await createStaff(t, 'support');
    const res = await call('POST', '/admin/products', form({ slug: 'nope' }), support.cookie);
    expect([res.status, res.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });
});
