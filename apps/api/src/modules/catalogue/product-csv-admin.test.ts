import { PRODUCT_CSV_COLUMNS } from '@shringar/contracts/admin-product-csv';
import { csvLine, parseCsv } from '@shringar/contracts/csv';
import { asc, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, productVariants, products } from '../../db/schema/catalogue.ts';
import { productCsvPreviews } from '../../db/schema/imports.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStaff } from '../../../test/staff-factories.ts';

type Column = (typeof PRODUCT_CSV_COLUMNS)[number];
type Row = Partial<Record<Column, string | number>>;
const csv = (rows: Row[], columns: readonly Column[] = PRODUCT_CSV_COLUMNS) =>
  [csvLine([...columns]), ...rows.map((r) => csvLine(columns.map((c) => r[c] ?? '')))].join('\n');

const PHOTO = '/api/v4/media/product/kajal-black.svg';
const good = (over: Row = {}): Row => ({
  name: 'Kohl Kajal',
  slug: 'kohl-kajal',
  category: 'kajal',
  brand: 'maybelline',
  hsn_code: '3304',
  gst_rate: 18,
  active: 'true',
  description_html: '<p>Smudge-proof,\n<b>12 h</b></p><script>x()</script>',
  sku: 'KAJAL-BLK',
  variant_name: 'Black',
  price: 199,
  base_price: 249,
  stock: 40,
  delivery_type: 'Standard Delivery',
  warranty: 'No warranty',
  highlights: 'Waterproof | Ophthalmologist tested',
  photos: PHOTO,
  ...over,
});

describe('products CSV import: preview, apply, undo', () => {
  let t: TestApp;
  let cookie: string;
  const preview = (text: string | Buffer) =>
    t.call({
      method: 'POST',
      url: '/api/v4/admin/products/import/preview',
      headers: { cookie, 'content-type': 'text/csv' },
      payload: text,
    });
  const apply = (previewId: string) =>
    t.call({ method: 'POST', url: '/api/v4/admin/products/import/apply', headers: { cookie }, payload: { previewId } });
  const undo = (batchId: number) =>
    t.call({ method: 'POST', url: `/api/v4/admin/products/imports/${batchId}/undo`, headers: { cookie } });
  const variant = async (sku: string) =>
    (await t.db.select().from(productVariants).where(eq(productVariants.sku, sku)))[0]!;
  const product = async (slug: string) => (await t.db.select().from(products).where(eq(products.slug, slug)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await createStaff(t, 'catalogue')).cookie;
    await t.db.insert(categories).values({ name: 'Kajal', slug: 'kajal', iconUrl: '/api/v4/media/category/kajal.svg' });
    await t.db.insert(brands).values({ name: 'Maybelline', slug: 'maybelline', logoUrl: '/x.svg' });
  }, 180_000);
  afterAll(() => t.close());

  it('previews per record (a quoted multi-line cell is one record) and writes nothing', async () => {
    const res = await preview(
      csv([
        good(),
        good({ sku: 'KAJAL-BRN', variant_name: 'Brown', price: 299, base_price: 249 }),
        good({ sku: 'KAJAL-BLU', variant_name: 'Blue', stock: 5 }),
        good({ slug: 'other', sku: 'X-1', category: 'no-such-category' }),
        good({ slug: 'third', sku: 'X-2', gst_rate: 7, stock: 'many' }),
        good({ slug: 'fourth', sku: 'kajal-blk' }),
      ]),
    );
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ records: 6, created: 2, updated: 0, unchanged: 0, refused: 4 });
    expect(data.items.map((i: { record: number; kind: string }) => [i.record, i.kind])).toEqual([
      [1, 'created'],
      [2, 'refused'],
      [3, 'created'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'refused'],
    ]);
    // Each record's description holds a line break: records are numbered 1..n, not by the file's lines.
    expect(data.items[1].refused).toEqual([{ field: 'base_price', reason: 'Base price must be at least the price' }]);
    expect(data.items[3].refused).toEqual([
      { field: 'category', reason: 'No category no-such-category in this store' },
    ]);
    expect(data.items[4].refused).toEqual([
      { field: 'gst_rate', reason: 'GST rate must be one of 0, 0.25, 3, 5, 18, 40%' },
      { field: 'stock', reason: 'Stock must be a number' },
    ]);
    expect(data.items[5].refused).toEqual([{ field: 'sku', reason: 'SKU kajal-blk appears twice (also in record 1)' }]);
    expect(await t.db.select().from(products)).toEqual([]);
    expect(await t.db.select().from(stockMovements)).toEqual([]);
  });

  it('applies exactly the preview in one batch, audited with its id; a preview applies once', async () => {
    const shown = (await preview(csv([good(), good({ sku: 'KAJAL-BLU', variant_name: 'Blue', stock: 5 })]))).body.data;
    const res = await apply(shown.previewId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ records: 2, created: 2, updated: 0, refused: 0, undoneAt: null });
    const saved = (await product('kohl-kajal'))!;
    expect(saved.descriptionHtml).toBe('<p>Smudge-proof,\n<b>12 h</b></p>');
    expect((await variant('KAJAL-BLK')).stock).toBe(40);
    const [audit] = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'adminApplyProductImport'))
      .orderBy(desc(operatorAuditLog.id));
    expect(audit!.after).toMatchObject({ batchId: res.body.data.batchId, created: 2 });
    const [previewed] = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'adminPreviewProductImport'))
      .orderBy(desc(operatorAuditLog.id));
    expect(previewed!.after).toMatchObject({ previewId: shown.previewId, records: 2 });
    const again = await apply(shown.previewId);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('CSV_PREVIEW_NOT_FOUND');
  });

  it('keeps the stored description, photos and highlights where the file leaves them blank or out', async () => {
    const blank = good({ price: 189, description_html: '', photos: '', highlights: '', stock: '' });
    const res = await preview(csv([blank]));
    expect(res.body.data.items).toEqual([
      {
        record: 1,
        kind: 'updated',
        sku: 'KAJAL-BLK',
        slug: 'kohl-kajal',
        productId: expect.any(Number),
        changes: [{ column: 'price', from: '199', to: '189' }],
        refused: [],
      },
    ]);
    expect((await apply(res.body.data.previewId)).status).toBe(200);
    const without = PRODUCT_CSV_COLUMNS.filter(
      (c) => !['description_html', 'photos', 'highlights', 'stock'].includes(c),
    );
    const left = await preview(csv([good({ sku: 'KAJAL-BLU', variant_name: 'Blue', price: 179 })], without));
    expect(left.body.data.items[0].changes).toEqual([{ column: 'price', from: '199', to: '179' }]);
    expect((await apply(left.body.data.previewId)).status).toBe(200);
    expect((await product('kohl-kajal'))!.descriptionHtml).toBe('<p>Smudge-proof,\n<b>12 h</b></p>');
    const black = await variant('KAJAL-BLK');
    expect([black.pricePaise, black.images, black.highlights, black.stock]).toEqual([
      18900,
      [PHOTO],
      ['Waterproof', 'Ophthalmologist tested'],
      40,
    ]);
    expect((await variant('KAJAL-BLU')).images).toEqual([PHOTO]);
  });

  it('refuses a record whose SKU belongs to another product than its slug names, in the preview and at apply', async () => {
    const res = await preview(
      csv([good({ name: 'Audit Dup Sku', slug: 'audit-dup-sku', price: 99, base_price: 99, description_html: '' })]),
    );
    const id = (await product('kohl-kajal'))!.id;
    expect(res.body.data.items[0]).toMatchObject({
      kind: 'refused',
      productId: id,
      refused: [
        {
          field: 'sku',
          reason: `SKU KAJAL-BLK belongs to product ${id} (kohl-kajal), not to the product slug audit-dup-sku names. Use another SKU, or give product_id ${id} to rename that product's slug.`,
        },
      ],
    });
    expect((await apply(res.body.data.previewId)).body.data).toMatchObject({ refused: 1, created: 0, updated: 0 });
    expect((await product('kohl-kajal'))!.name).toBe('Kohl Kajal');
    expect(await product('audit-dup-sku')).toBeUndefined();
  });

  it('refuses to apply (409) when a touched product or its stock changed since the preview', async () => {
    const edited = await preview(csv([good({ price: 209, stock: 30 })]));
    await t.db.update(products).set({ name: 'Kohl Kajal Pro' }).where(eq(products.slug, 'kohl-kajal'));
    const stale = await apply(edited.body.data.previewId);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'IMPORT_STALE',
      message:
        'Product kohl-kajal was changed since the preview (name). Upload the file again to see the import against it.',
    });
    expect((await variant('KAJAL-BLK')).pricePaise).toBe(18900);
    await t.db.update(products).set({ name: 'Kohl Kajal' }).where(eq(products.slug, 'kohl-kajal'));

    const counted = await preview(csv([good({ price: 209, stock: 30 })]));
    const { moveStock } = await import('../inventory/inventory.public.ts');
    await moveStock(t.db, (await variant('KAJAL-BLK')).id, -1, {
      kind: 'order',
      reason: 'Order placed',
      actor: 'customer',
    });
    const moved = await apply(counted.body.data.previewId);
    expect(moved.status).toBe(409);
    expect(moved.body.message).toContain('The stock of SKU KAJAL-BLK moved since the preview');
    expect((await variant('KAJAL-BLK')).stock).toBe(39);
  });

  it('undoes a batch: fields back, stock back through the ledger, created products removed; audited', async () => {
    const shown = await preview(
      csv([
        good({ price: 219, base_price: 259, stock: 12, highlights: 'Smudge-proof' }),
        good({ sku: 'KAJAL-GRN', variant_name: 'Green', stock: 3 }),
        good({ name: 'Eyeliner', slug: 'eyeliner', sku: 'LINER-1', variant_name: 'Black', description_html: '' }),
      ]),
    );
    expect(shown.body.data).toMatchObject({ created: 2, updated: 1 });
    const applied = await apply(shown.body.data.previewId);
    expect(applied.body.message).toBe(`Import ${applied.body.data?.batchId} applied: 2 created, 1 updated`);
    const batch = applied.body.data;
    expect((await variant('KAJAL-BLK')).stock).toBe(12);
    const res = await undo(batch.batchId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ batchId: batch.batchId, undoneAt: expect.any(String) });
    const black = await variant('KAJAL-BLK');
    expect([black.pricePaise, black.basePricePaise, black.stock, black.highlights]).toEqual([
      18900,
      24900,
      39,
      ['Waterproof', 'Ophthalmologist tested'],
    ]);
    expect(await t.db.select().from(productVariants).where(like(productVariants.sku, 'KAJAL-GRN'))).toEqual([]);
    expect(await product('eyeliner')).toBeUndefined();
    const moves = await t.db
      .select({ kind: stockMovements.kind, delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.variantId, black.id))
      .orderBy(asc(stockMovements.id));
    expect(moves.slice(-2)).toEqual([
      { kind: 'import', delta: -27, reason: 'Counted 12 by CSV import' },
      { kind: 'import', delta: 27, reason: `Undo of CSV import ${batch.batchId}` },
    ]);
    const [audit] = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'adminUndoProductImport'));
    expect(audit!.after).toEqual({ batchId: batch.batchId, undone: true });
    const twice = await undo(batch.batchId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`Import ${batch.batchId} was already undone.`);
    const list = await t.call({ method: 'GET', url: '/api/v4/admin/products/imports', headers: { cookie } });
    expect(list.body.data.batches[0]).toMatchObject({ batchId: batch.batchId, undoneBy: expect.any(String) });
  });

  it('refuses an undo when a later edit touched the rows', async () => {
    const shown = await preview(csv([good({ price: 229, description_html: '' })]));
    const batch = (await apply(shown.body.data.previewId)).body.data;
    await t.db.update(productVariants).set({ pricePaise: 23900 }).where(eq(productVariants.sku, 'KAJAL-BLK'));
    const res = await undo(batch.batchId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'IMPORT_UNDO_REFUSED',
      message: `Product kohl-kajal was changed after import ${batch.batchId} (price); undoing it would lose that change.`,
    });
    expect((await variant('KAJAL-BLK')).pricePaise).toBe(23900);
  });

  it('names what is wrong with a file that cannot be read', async () => {
    const cases: [string | Buffer, number, string][] = [
      ['name,sku,colour\nA,B,C', 400, 'The file has a column this store does not know: colour'],
      [
        'name,sku\nA,B',
        400,
        'The file is missing the column slug, category, brand, hsn_code, gst_rate, variant_name, price, base_price, delivery_type, warranty',
      ],
      ['', 400, 'The file is empty'],
      [csvLine([...PRODUCT_CSV_COLUMNS]), 400, 'The file has a header but no records'],
      [
        Buffer.from([0x6e, 0x61, 0xff, 0xfe, 0x0a]),
        400,
        'The file is not UTF-8 text; save it from the spreadsheet as CSV UTF-8',
      ],
      [`${csvLine([...PRODUCT_CSV_COLUMNS])}\n${'x,'.repeat(3_000_000)}`, 413, 'The CSV file must be at most 5 MB'],
    ];
    for (const [file, status, message] of cases) {
      const res = await preview(file);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    const json = await t.call({
      method: 'POST',
      url: '/api/v4/admin/products/import/preview',
      headers: { cookie },
      payload: { csv: 'name,sku' },
    });
    expect([json.status, json.body.message]).toEqual([
      400,
      'Send the CSV file itself as the body, with Content-Type text/csv',
    ]);
    expect(parseCsv('a\n"b\nc"\nd').map((r) => [r.record, r.line])).toEqual([
      [1, 1],
      [2, 2],
      [3, 4],
    ]);
    expect(await t.db.select().from(productCsvPreviews).where(eq(productCsvPreviews.createdBy, 'nobody'))).toEqual([]);
  });
});
