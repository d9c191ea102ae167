import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counters, orders } from '../../db/schema/orders.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { BENGALURU, createOrder, MUMBAI } from '../../../test/order-factory.ts';
import { pdfText } from '../../../test/pdf-text.ts';

describe('GST invoice PDF', () => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-11-22T06:00:00.000Z');
    shopper = await createUser(t.ctx, { name: 'Asha Rao' });
    other = await createUser(t.ctx);
  });
  afterAll(() => t.close());

  const linkOf = async (orderId: string, token = shopper.token) =>
    (await t.call({ method: 'GET', url: `/api/v4/order/details/${orderId}`, token })).body.data
      .invoice_download_link as string | null;
  const download = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  async function lines() {
    const { product, variants } = await createProduct(t.ctx, { name: 'Velvet Matte Lipstick' });
    return [{ productId: product.id, variantId: variants[0]!.id, quantity: 2, unitPricePaise: 34900 }];
  }

  it('serves a valid PDF by signed link, without a session, with CGST + SGST within Maharashtra', async () => {
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      lines: await lines(),
      deliveryChargePaise: 0,
      couponCode: 'FLAT50',
      couponDiscountPaise: 5000,
      walletPaise: 10000,
      paymentMethods: ['WALLET', 'ONLINE'],
      address: MUMBAI,
    });
    const link = await linkOf(order.id);
    expect(link).toBeTruthy();
    const res = await download(link!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Shringar-Invoice-SHR-26-27-\d{6}\.pdf"$/,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf).join('\n');
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.invoiceNumber).toMatch(/^SHR\/26-27\/\d{6}$/);
    for (const expected of [
      'TAX INVOICE',
      `Invoice No: ${stored!.invoiceNumber}`,
      'Invoice Date: 22 Nov 2026',
      `Order ID: ${order.id}`,
      'Place of Supply: Maharashtra (27)',
      'GSTIN: 27AAKCS4821M1Z5',
      'CIN: U52599MH2024PTC421337',
      'Shringar Retail Private Limited',
      'Asha Rao',
      'Mumbai, Maharashtra - 400050',
      '3304',
      'CGST',
      'SGST',
      '648.00', // 698 − 50 coupon: the invoice total is the order total
      'Paid from wallet',
      'Rupees Six Hundred Forty Eight Only',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('IGST');
  });

  it('charges IGST to another state', async () => {
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      lines: await lines(),
      deliveryChargePaise: 4900,
      address: BENGALURU,
    });
    const res = await download((await linkOf(order.id))!);
    const text = pdfText(res.rawPayload).join('\n');
    expect(text).toContain('Place of Supply: Karnataka (29)');
    expect(text).toContain('IGST');
    expect(text).toContain('Delivery charges');
    expect(text).toContain('747.00');
    expect(text).not.toContain('CGST');
  });

  it('numbers invoices once per order and without gaps, even when asked in parallel', async () => {
    const made = await Promise.all([1, 2, 3, 4].map(() => createOrder(t.ctx, { userId: shopper.user.id })));
    const links = await Promise.all(made.map((o) => linkOf(o.id)));
    // Each order downloaded three times at once.
    const results = await Promise.all(links.flatMap((l) => [l, l, l]).map((l) => download(l!)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const stored = await t.db.select({ n: orders.invoiceNumber }).from(orders);
    const numbers = stored.map((s) => s.n).filter((n): n is string => n !== null);
    const seq = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(seq).toEqual(seq.map((_, i) => i + 1)); // 1..N, no gaps, no repeats
    const [counter] = await t.db.select().from(counters).where(eq(counters.name, 'invoice:26-27'));
    expect(counter!.value).toBe(seq.length);
    // A later download keeps the number.
    const again = await download(links[0]!);
    expect(again.headers['content-disposition']).toBe(results[0]!.headers['content-disposition']);
  });

  it('has no invoice for a COD order until it is delivered', async () => {
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      paymentMethods: ['COD'],
      paymentStatus: 'PENDING',
      codChargePaise: 900,
    });
    expect(await linkOf(order.id)).toBeNull();
    const early = await download(`/api/v4/invoices/${order.id}.pdf`, shopper.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('INVOICE_NOT_READY');
    await t.db
      .update(orders)
      .set({ status: 'DELIVERED', deliveredAt: t.clock.now(), paymentStatus: 'PAID' })
      .where(eq(orders.id, order.id));
    const res = await download((await linkOf(order.id))!);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload).join('\n')).toContain('Collected on delivery');
  });

  it('accepts a Bearer token instead of a signature, and refuses others, strangers and bad links', async () => {
    const order = await createOrder(t.ctx, { userId: shopper.user.id });
    const url = `/api/v4/invoices/${order.id}.pdf`;
    expect((await download(url, shopper.token)).statusCode).toBe(200);
    expect((await download(url, other.token)).statusCode).toBe(404);
    expect((await download(url)).statusCode).toBe(401);

    const link = (await linkOf(order.id))!;
    const forged = link.replace(/sig=([0-9a-f])/, (_m, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    expect((await download(forged)).statusCode).toBe(403);
    // A signature for one order does not open another.
    const theirs = await createOrder(t.ctx, { userId: other.user.id });
    expect((await download(link.replace(order.id, theirs.id))).statusCode).toBe(403);
    expect((await download(`${url}?expires=abc&sig=zz`)).statusCode).toBe(400);

    t.clock.advance(31 * 60_000);
    const expired = await download(link);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('LINK_EXPIRED');
  });
});
