import { PRODUCT_CSV_COLUMNS } from '@shringar/contracts/admin-product-csv';
import { csvLine, parseCsv } from '@shringar/contracts/csv';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, productVariants, products } from '../../db/schema/catalogue.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStaff } from '../../../test/staff-factories.ts';

type Row = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number>>;
const csv = (rows: Row[]) =>
  [csvLine([...PRODUCT_CSV_COLUMNS]), ...rows.map((r) => csvLine(PRODUCT_CSV_COLUMNS.map((c) => r[c] ?? '')))].join(
    '\n',
  );

const good = (over: Row = {}): Row => ({
  name: 'Kohl Kajal',
  slug: 'kohl-kajal',
  category: 'kajal',
  brand: 'maybelline',
  hsn_code: '3304',
  gst_rate: 18,
  active: 'true',
  description_html: '<p>Smudge-proof, <b>12 h</b></p><script>x()</script>',
  sku: 'KAJAL-BLK',
  variant_name: 'Black',
  price: 199,
  base_price: 249,
  stock: 40,
  delivery_type: 'Standard Delivery',
  warranty: 'No warranty',
  highlights: 'Waterproof | Ophthalmologist tested',
  ...over,
});

describe('products CSV', () => {
  let t: TestApp;
  let cookie: string;
  const importCsv = (text: string) =>
    t.call({ method: 'POST', url: '/api/v4/admin/products/import', headers: { cookie }, payload: { csv: text } });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await createStaff(t, 'catalogue')).cookie;
    await t.db.insert(categories).values({ name: 'Kajal', slug: 'kajal', iconUrl: '/api/v4/media/category/kajal.svg' });
    await t.db.insert(brands).values({ name: 'Maybelline', slug: 'maybelline', logoUrl: '/x.svg' });
  }, 180_000);
  afterAll(() => t.close());

  it('applies the good rows and reports each refused one by line, column and reason', async () => {
    const res = await importCsv(
      csv([
        good(),
        good({ sku: 'KAJAL-BRN', variant_name: 'Brown', price: 299, base_price: 249 }),
        good({ sku: 'KAJAL-BLU', variant_name: 'Blue', stock: 5 }),
        good({ slug: 'other', sku: 'X-1', category: 'no-such-category' }),
        good({ slug: 'third', sku: 'X-2', gst_rate: 7, stock: 'many' }),
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rows: 5, created: 1, updated: 1 });
    expect(res.body.data.refused).toEqual([
      { row: 3, field: 'base_price', reason: 'Base price must be at least the price' },
      { row: 5, field: 'category', reason: 'No category no-such-category' },
      { row: 6, field: 'gst_rate', reason: 'GST rate must be one of 0, 0.25, 3, 5, 18, 40%' },
      { row: 6, field: 'stock', reason: 'Stock must be a number' },
    ]);
    const [product] = await t.db.select().from(products).where(eq(products.slug, 'kohl-kajal'));
    expect(product!.descriptionHtml).toBe('<p>Smudge-proof, <b>12 h</b></p>');
    const variants = await t.db.select().from(productVariants).where(eq(productVariants.productId, product!.id));
    expect(variants.map((v) => [v.sku, v.pricePaise, v.stock]).sort()).toEqual([
      ['KAJAL-BLK', 19900, 40],
      ['KAJAL-BLU', 19900, 5],
    ]);
    expect(variants.find((v) => v.sku === 'KAJAL-BLK')!.highlights).toEqual(['Waterproof', 'Ophthalmologist tested']);
    expect(await t.db.select().from(products).where(eq(products.slug, 'other'))).toEqual([]);
  });

  it('exports every variant and takes the export back, updating by SKU', async () => {
    const exported = await t.app.inject({ method: 'GET', url: '/api/v4/admin/products/export', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(exported.body);
    expect(rows[0]!.cells).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    const stockAt = PRODUCT_CSV_COLUMNS.indexOf('stock');
    const edited = exported.body.replace(/,40,10,/, ',7,10,');
    expect(edited).not.toBe(exported.body);
    const res = await importCsv(edited);
    expect(res.body.data).toMatchObject({ rows: 2, created: 0, updated: 2, refused: [] });
    const [black] = await t.db.select().from(productVariants).where(eq(productVariants.sku, 'KAJAL-BLK'));
    expect(black!.stock).toBe(7);
    expect(rows[1]!.cells[stockAt]).toBe('40');
    // The count is an import movement of the difference; the row left at its stock moved nothing.
    const moves = await t.db
      .select({ kind: stockMovements.kind, delta: stockMovements.delta, balance: stockMovements.balance })
      .from(stockMovements)
      .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
      .where(inArray(productVariants.sku, ['KAJAL-BLK', 'KAJAL-BLU']))
      .orderBy(asc(stockMovements.id));
    expect(moves).toEqual([
      { kind: 'opening', delta: 40, balance: 40 },
      { kind: 'opening', delta: 5, balance: 5 },
      { kind: 'import', delta: -33, balance: 7 },
    ]);
  });

  it('refuses a file whose header is not the export’s, naming the column', async () => {
    const res = await importCsv('name,sku,colour\nA,B,C');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ field: 'csv', message: 'Unknown column: colour' });
  });
});
