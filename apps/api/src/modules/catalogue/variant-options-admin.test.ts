import { PRODUCT_CSV_COLUMNS } from '@shringar/contracts/admin-product-csv';
import { csvLine, parseCsv } from '@shringar/contracts/csv';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, productVariants } from '../../db/schema/catalogue.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStaff } from '../../../test/staff-factories.ts';

/** A variant's option values set in the console (and the CSV) apart from its name; the name's values otherwise. */
describe('variant option values in the console and the products CSV', () => {
  let t: TestApp;
  let cookie: string;
  let categoryId: number;
  let brandId: number;

  const read = async (id: number) =>
    (await t.call({ method: 'GET', url: `/api/v4/admin/products/${id}`, headers: { cookie } })).body.data;
  const create = (payload: object) =>
    t.call({ method: 'POST', url: '/api/v4/admin/products', headers: { cookie }, payload });
  const update = (id: number, version: string, payload: object) =>
    t.call({
      method: 'PUT',
      url: `/api/v4/admin/products/${id}`,
      headers: { cookie, 'if-match': `"${version}"` },
      payload,
    });
  const stored = async (sku: string) => {
    const [v] = await t.db.select().from(productVariants).where(eq(productVariants.sku, sku));
    return {
      shadeFamily: v!.shadeFamily,
      swatch: v!.swatch,
      size: v!.size,
      sizeRank: v!.sizeRank,
      packSize: v!.packSize,
    };
  };
  const variant = (over: Record<string, unknown> = {}) => ({
    name: 'Ruby Red',
    sku: 'OPT-RUBY',
    price: 399,
    basePrice: 499,
    stock: 8,
    deliveryType: 'Standard Delivery',
    warranty: 'No warranty',
    ...over,
  });
  const form = (variants: object[], over: Record<string, unknown> = {}) => ({
    name: 'Option Matte Lipstick',
    slug: 'option-matte-lipstick',
    categoryId,
    brandId,
    hsnCode: '3304',
    gstRate: 18,
    variants,
    ...over,
  });
  /** The form as the console sends it back: the view's fields, stock left to the ledger. */
  const formOf = (view: { variants: Record<string, unknown>[] }, change: (v: Record<string, unknown>) => object) =>
    form(view.variants.map(({ stock: _stock, ...v }) => change(v)));

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
  }, 180_000);
  afterAll(() => t.close());

  let productId: number;

  it('takes the name’s values when none are sent, and the operator’s over them; the store reads them', async () => {
    const created = await create(
      form([
        variant(),
        variant({ name: 'Velvet 07', sku: 'OPT-V07', options: { shadeFamily: 'Berries', swatch: ' #5E2346 ' } }),
        variant({ name: 'M', sku: 'OPT-M', options: { packSize: '4.5 g' } }),
      ]),
    );
    expect(created.status).toBe(200);
    productId = created.body.data.productId;
    expect(created.body.data.variants.map((v: { options: unknown }) => v.options)).toEqual([
      { shadeFamily: 'Reds', swatch: '#9b1b30', size: null, sizeRank: null, packSize: null },
      { shadeFamily: 'Berries', swatch: '#5e2346', size: null, sizeRank: null, packSize: null },
      // Explicit values win: the name 'M' is a size, but the operator said pack size only.
      { shadeFamily: null, swatch: null, size: null, sizeRank: null, packSize: '4.5 g' },
    ]);
    expect(await stored('OPT-V07')).toEqual({
      shadeFamily: 'Berries',
      swatch: '#5e2346',
      size: null,
      sizeRank: null,
      packSize: null,
    });
    const detail = (await t.call({ method: 'GET', url: `/api/v4/products/${productId}` })).body.data;
    const shown = detail.variants.find((v: { variantName: string }) => v.variantName === 'Velvet 07');
    expect(shown).toMatchObject({ swatch: '#5e2346', shadeFamily: 'Berries' });
  });

  it('keeps values set by hand when the name changes, and sets the size’s rank from the scale', async () => {
    const view = await read(productId);
    const res = await update(
      productId,
      view.version,
      formOf(view, (v) =>
        v.sku === 'OPT-V07'
          ? { ...v, name: 'Velvet Seven' }
          : v.sku === 'OPT-RUBY'
            ? { ...v, options: { ...(v.options as object), size: 'XL', sizeRank: null } }
            : v,
      ),
    );
    expect(res.status).toBe(200);
    expect(await stored('OPT-V07')).toMatchObject({ shadeFamily: 'Berries', swatch: '#5e2346' });
    expect(await stored('OPT-RUBY')).toEqual({
      shadeFamily: 'Reds',
      swatch: '#9b1b30',
      size: 'XL',
      sizeRank: 5,
      packSize: null,
    });
  });

  it('names the field of each invalid value', async () => {
    const view = await read(productId);
    const res = await update(
      productId,
      view.version,
      formOf(view, (v) =>
        v.sku === 'OPT-RUBY'
          ? { ...v, options: { shadeFamily: 'Oranges', swatch: 'red', packSize: 'fifty' } }
          : v.sku === 'OPT-V07'
            ? { ...v, options: { swatch: '#123456', size: 'M', sizeRank: 4 } }
            : { ...v, options: { shadeFamily: 'Nudes' } },
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        {
          field: 'variants.0.options.shadeFamily',
          message: expect.stringMatching(/^Shade family must be one of Reds/),
        },
        { field: 'variants.0.options.swatch', message: 'Swatch must be a colour as #rrggbb, like #b3262e' },
        {
          field: 'variants.0.options.packSize',
          message: "Pack size must be a number and a unit (ml, L, g or kg), like '50 ml'",
        },
        { field: 'variants.1.options.shadeFamily', message: 'Shade family is required with a swatch' },
        { field: 'variants.1.options.sizeRank', message: 'Size rank of M must be 3, its place on the size scale' },
        { field: 'variants.2.options.swatch', message: 'Swatch is required with a shade family' },
      ]),
    );
    expect(await stored('OPT-RUBY')).toMatchObject({ shadeFamily: 'Reds', size: 'XL' });
  });

  it('refuses a save based on a version read before another operator changed the options, naming them', async () => {
    const opened = await read(productId);
    const first = await update(
      productId,
      opened.version,
      formOf(opened, (v) => (v.sku === 'OPT-M' ? { ...v, options: { packSize: '5 g' } } : v)),
    );
    expect(first.status).toBe(200);
    const second = await update(
      productId,
      opened.version,
      formOf(opened, (v) => (v.sku === 'OPT-M' ? { ...v, options: { packSize: '6 g' } } : v)),
    );
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('STALE_WRITE');
    expect(second.body.message).toContain('pack size');
    expect((await stored('OPT-M')).packSize).toBe('5 g');
  });

  it('exports the option columns and imports them back: blank keeps, none clears, errors name the column', async () => {
    const exported = await t.call({ method: 'GET', url: '/api/v4/admin/products/export', headers: { cookie } });
    expect(exported.status).toBe(200);
    const [header, ...rows] = parseCsv(exported.body as unknown as string).map((r) => r.cells);
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);
    const col = (name: (typeof PRODUCT_CSV_COLUMNS)[number]) => header!.indexOf(name);
    const ruby = rows.find((r) => r[col('sku')] === 'OPT-RUBY')!;
    expect(['shade_family', 'swatch', 'size', 'size_rank', 'pack_size'].map((c) => ruby[col(c as 'size')])).toEqual([
      'Reds',
      '#9b1b30',
      'XL',
      '5',
      '',
    ]);

    // The export imports back unchanged.
    const back = async (text: string) =>
      (
        await t.call({
          method: 'POST',
          url: '/api/v4/admin/products/import/preview',
          headers: { cookie, 'content-type': 'text/csv' },
          payload: text,
        })
      ).body.data;
    const same = await back(exported.body as unknown as string);
    expect(same.items.map((i: { kind: string }) => i.kind)).toEqual(['unchanged', 'unchanged', 'unchanged']);

    const edit = (sku: string, cells: Record<string, string>) => {
      const row = [...rows.find((r) => r[col('sku')] === sku)!];
      for (const [c, value] of Object.entries(cells)) row[col(c as 'size')] = value;
      return row;
    };
    const file = (lines: string[][]) => [csvLine(header!), ...lines.map((l) => csvLine(l))].join('\r\n');
    const shown = await back(
      file([
        // Blank family and swatch keep the stored ones; size 's' is read as S; 'none' clears the pack size.
        edit('OPT-RUBY', { shade_family: '', swatch: '', size: 's', size_rank: '', pack_size: '' }),
        edit('OPT-V07', { shade_family: 'pinks', swatch: '#D06A86' }),
        edit('OPT-M', { pack_size: 'none' }),
      ]),
    );
    expect(shown.items.map((i: { changes: unknown }) => i.changes)).toEqual([
      [
        { column: 'size', from: 'XL', to: 'S' },
        { column: 'size_rank', from: '5', to: '2' },
      ],
      [
        { column: 'shade_family', from: 'Berries', to: 'Pinks' },
        { column: 'swatch', from: '#5e2346', to: '#d06a86' },
      ],
      [{ column: 'pack_size', from: '5 g', to: '' }],
    ]);
    const applied = await t.call({
      method: 'POST',
      url: '/api/v4/admin/products/import/apply',
      headers: { cookie },
      payload: { previewId: shown.previewId },
    });
    expect(applied.status).toBe(200);
    expect(await stored('OPT-RUBY')).toEqual({
      shadeFamily: 'Reds',
      swatch: '#9b1b30',
      size: 'S',
      sizeRank: 2,
      packSize: null,
    });
    expect(await stored('OPT-V07')).toMatchObject({ shadeFamily: 'Pinks', swatch: '#d06a86' });
    // Cleared by hand: 'M' no longer gives its size back.
    expect(await stored('OPT-M')).toEqual({
      shadeFamily: null,
      swatch: null,
      size: null,
      sizeRank: null,
      packSize: null,
    });

    const refused = await back(
      file([
        edit('OPT-RUBY', { swatch: 'crimson', size: 'XXS' }),
        edit('OPT-V07', { size: 'M', size_rank: '4' }),
        edit('OPT-M', { swatch: '#112233' }),
      ]),
    );
    expect(refused.items.map((i: { refused: unknown }) => i.refused)).toEqual([
      [
        { field: 'swatch', reason: 'Swatch must be a colour as #rrggbb, like #b3262e' },
        { field: 'size', reason: expect.stringMatching(/^Size must be one of XS, S, M/) },
      ],
      [{ field: 'size_rank', reason: 'Size rank of M must be 3, its place on the size scale' }],
      [{ field: 'shade_family', reason: 'Shade family is required with a swatch' }],
    ]);
  });
});
