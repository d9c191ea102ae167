import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder, MUMBAI } from '../../../test/order-factory.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import { products } from '../../db/schema/catalogue.ts';
import { orderItems } from '../../db/schema/orders.ts';

/** The statements of migration 0009 that move products off the rates the September 2025 schedule removed. */
const rateMoves = readFileSync(join(import.meta.dirname, '../../db/migrations/0009_stock_ledger.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
  .filter((s) => s.startsWith('UPDATE "products" SET "gst_rate_bp"'));

describe('the GST schedule', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await createStaff(t, 'catalogue')).cookie;
  }, 180_000);
  afterAll(() => t.close());

  it('a 3 % jewellery product and a 0.25 % stone save unchanged; the retired 12 % and 28 % are refused', async () => {
    for (const [gstRateBp, hsnCode] of [
      [300, '7117'],
      [25, '7103'],
    ] as const) {
      const { product } = await createProduct(t.ctx, { product: { gstRateBp, hsnCode }, variants: [{ images: [] }] });
      const view = (await t.call({ method: 'GET', url: `/api/v4/admin/products/${product.id}`, headers: { cookie } }))
        .body.data;
      expect(view.gstRate).toBe(gstRateBp / 100);
      const saved = await t.call({
        method: 'PUT',
        url: `/api/v4/admin/products/${product.id}`,
        headers: { cookie, 'if-match': `"${view.version}"` },
        payload: view,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
      expect(row!.gstRateBp).toBe(gstRateBp);
      for (const retired of [12, 28]) {
        const refused = await t.call({
          method: 'PUT',
          url: `/api/v4/admin/products/${product.id}`,
          headers: { cookie, 'if-match': `"${view.version}"` },
          payload: { ...view, gstRate: retired },
        });
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toContainEqual({
          field: 'gstRate',
          message: expect.stringContaining('GST rate must be one of 0, 0.25, 3, 5, 18, 40%'),
        });
      }
    }
  });

  it('the migration moves 12 % products to 5 % and 28 % to 18 %; orders placed before keep their rate and invoice', async () => {
    expect(rateMoves).toHaveLength(2);
    const shopper = await createUser(t.ctx, { name: 'Asha Rao' });
    const candle = await createProduct(t.ctx, { product: { gstRateBp: 1200, hsnCode: '3406' } });
    const luxury = await createProduct(t.ctx, { product: { gstRateBp: 2800, hsnCode: '3304' } });
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      lines: [
        { productId: candle.product.id, variantId: candle.variants[0]!.id, unitPricePaise: 56000, gstRateBp: 1200 },
      ],
      address: MUMBAI,
    });
    const invoice = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v4/invoices/${order.id}.pdf`,
        headers: { authorization: `Bearer ${shopper.token}` },
      });
    expect((await invoice()).statusCode).toBe(200);

    for (const statement of rateMoves) await t.db.execute(sql.raw(statement));

    const rate = async (id: number) =>
      (await t.db.select({ bp: products.gstRateBp }).from(products).where(eq(products.id, id)))[0]!.bp;
    expect(await rate(candle.product.id)).toBe(500);
    expect(await rate(luxury.product.id)).toBe(1800);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item!.gstRateBp).toBe(1200);
    const text = pdfText((await invoice()).rawPayload).join('\n');
    expect(text).toContain('6%'); // CGST and SGST at half of the order's own 12 %
    expect(text).toContain('560.00');
    expect(text).not.toContain('2.5%');
  });
});
