import { GST_CSV_COLUMNS } from '@shringar/contracts/gst-report';
import { CsvReader } from '@shringar/contracts/csv';
import { toPaise } from '@shringar/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { BENGALURU, createOrder, MUMBAI } from '../../../test/order-factory.ts';
import { AUTOMATION, createStaff } from '../../../test/staff-factories.ts';
import { assignInvoiceNumber, loadOrder, loadOrderCharges, loadOrderItems } from '../orders/orders.public.ts';
import { orderInvoiceLines } from './invoice-lines.ts';

const DELHI = { ...BENGALURU, name: 'Meera Kapoor', city: 'New Delhi', state: 'Delhi', pincode: '110001' };

type Sums = { taxable: number; igst: number; cgst: number; sgst: number };
const paiseOf = (r: { taxableValue: number; igst: number; cgst: number; sgst: number }): Sums => ({
  taxable: toPaise(r.taxableValue),
  igst: toPaise(r.igst),
  cgst: toPaise(r.cgst),
  sgst: toPaise(r.sgst),
});
const sum = (rows: Sums[]): Sums =>
  rows.reduce(
    (a, r) => ({ taxable: a.taxable + r.taxable, igst: a.igst + r.igst, cgst: a.cgst + r.cgst, sgst: a.sgst + r.sgst }),
    {
      taxable: 0,
      igst: 0,
      cgst: 0,
      sgst: 0,
    },
  );
const minus = (a: Sums, b: Sums): Sums => ({
  taxable: a.taxable - b.taxable,
  igst: a.igst - b.igst,
  cgst: a.cgst - b.cgst,
  sgst: a.sgst - b.sgst,
});

function readCsv(text: string) {
  const reader = new CsvReader();
  return [...reader.push(text), ...reader.end()].map((r) => r.cells);
}

describe('GSTR-1 report', () => {
  let t: TestApp;
  let owner: { cookie: string };
  let userId: number;
  const novemberOrders: string[] = [];
  const novemberRefunds: number[] = [];
  let largeInvoice = '';

  const get = (url: string, cookie = owner.cookie) => t.call({ method: 'GET', url, headers: { cookie } });
  const refund = (orderId: string, amount: number) =>
    t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${orderId}/refund`,
      headers: AUTOMATION,
      payload: { amount, destination: 'WALLET', reason: 'Goodwill' },
    });

  async function product(hsnCode: string, gstRateBp: number) {
    const { product, variants } = await createProduct(t.ctx, { product: { hsnCode, gstRateBp } });
    return { productId: product.id, variantId: variants[0]!.id, hsnCode, gstRateBp };
  }
  async function invoicedOrder(opts: Parameters<typeof createOrder>[1]) {
    const order = await createOrder(t.ctx, opts);
    const { invoiceNumber } = await t.db.transaction((tx) => assignInvoiceNumber(tx, order.id, t.clock.now()));
    return { ...order, invoiceNumber };
  }

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-10-20T06:00:00.000Z');
    userId = (await createUser(t.ctx)).user.id;
    const lipstick = await product('3304', 1800);
    const shampoo = await product('3305', 500);
    const earring = await product('7117', 300);
    const kurta = await product('6204', 500);
    const saree = await product('5208', 500);

    // Invoiced in October, refunded in November: a credit note of November against an earlier invoice.
    const october = await invoicedOrder({ userId, lines: [{ ...lipstick, quantity: 1, unitPricePaise: 59900 }] });

    t.clock.set('2026-11-05T10:00:00.000Z');
    const intra = await invoicedOrder({
      userId,
      lines: [{ ...lipstick, quantity: 2, unitPricePaise: 34900 }],
      deliveryChargePaise: 4900,
      address: MUMBAI,
    });
    const mixed = await invoicedOrder({
      userId,
      lines: [
        { ...shampoo, quantity: 3, unitPricePaise: 29900 },
        { ...earring, quantity: 1, unitPricePaise: 45000 },
      ],
      couponCode: 'FLAT50',
      couponDiscountPaise: 5000,
      address: MUMBAI,
    });
    const interCod = await invoicedOrder({
      userId,
      lines: [{ ...kurta, quantity: 1, unitPricePaise: 129900 }],
      codChargePaise: 2500,
      paymentMethods: ['COD'],
      deliveredAt: t.clock.now(),
      address: BENGALURU,
    });
    // Inter-state above ₹1,00,000: B2C large, with two rates.
    const large = await invoicedOrder({
      userId,
      lines: [
        { ...saree, quantity: 2, unitPricePaise: 6_000_000 },
        { ...lipstick, quantity: 1, unitPricePaise: 99900 },
      ],
      address: DELHI,
    });
    largeInvoice = large.invoiceNumber;
    // Within the state above ₹1,00,000: still B2C small.
    const bigIntra = await invoicedOrder({
      userId,
      lines: [{ ...saree, quantity: 3, unitPricePaise: 5_000_000 }],
      address: MUMBAI,
    });
    novemberOrders.push(intra.id, mixed.id, interCod.id, large.id, bigIntra.id);

    t.clock.set('2026-11-20T12:00:00.000Z');
    for (const [orderId, amount] of [
      [intra.id, 100],
      [large.id, 5000.55],
      [october.id, 599],
    ] as const) {
      const res = await refund(orderId, amount);
      expect(res.status).toBe(200);
      novemberRefunds.push(toPaise(amount));
    }

    // Outside the month: a December invoice and a December refund.
    t.clock.set('2026-11-30T19:00:00.000Z'); // 1 December, 00:30 in India
    await invoicedOrder({ userId, lines: [{ ...kurta, quantity: 1 }], address: DELHI });
    expect((await refund(mixed.id, 10)).status).toBe(200);
    // Signed in now: a staff session does not outlive the weeks the clock moved through.
    owner = await createStaff(t, 'owner');
  });
  afterAll(() => t.close());

  /** What each of the month's invoices states (the PDF's own computation), summed. */
  async function invoiceSums(orderIds: string[]) {
    const out: Sums[] = [];
    for (const id of orderIds) {
      const order = await loadOrder(t.db, id);
      const { totals } = orderInvoiceLines(
        order,
        await loadOrderItems(t.db, id),
        await loadOrderCharges(t.db, id),
        'Maharashtra',
      );
      expect(totals.totalPaise).toBe(order.totalPaise);
      out.push({
        taxable: totals.taxablePaise,
        igst: totals.igstPaise,
        cgst: totals.cgstPaise,
        sgst: totals.sgstPaise,
      });
    }
    return sum(out);
  }

  it('reconciles B2C small and large, the credit notes and the HSN summary to the invoices, to the paisa', async () => {
    const res = await get('/api/v4/admin/reports/gst?month=2026-11');
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.invoiceCount).toBe(5);
    expect(r.b2clThreshold).toBe(100000);

    const invoices = await invoiceSums(novemberOrders);
    const notes = sum(r.creditNotes.map(paiseOf));
    const notesOnLarge = sum(r.creditNotes.filter((n: { against: string }) => n.against === 'B2CL').map(paiseOf));
    const b2cs = sum(r.b2cs.map(paiseOf));
    const b2cl = sum(
      r.b2cl.map((row: { taxableValue: number; igst: number }) => paiseOf({ ...row, cgst: 0, sgst: 0 })),
    );

    // B2C small is already net of its credit notes; the large invoices' notes are reported on their own.
    expect(minus(sumPair(b2cs, b2cl), notesOnLarge)).toEqual(minus(invoices, notes));
    expect(sum(r.hsn.map(paiseOf))).toEqual(minus(invoices, notes));

    // Each credit note is the refund it stands for: taxable value plus tax = the refunded amount.
    const perNote = new Map<string, number>();
    for (const n of r.creditNotes) {
      const p = paiseOf(n);
      perNote.set(n.noteNumber, (perNote.get(n.noteNumber) ?? 0) + p.taxable + p.igst + p.cgst + p.sgst);
      expect(toPaise(n.noteValue)).toBeGreaterThan(0);
    }
    expect([...perNote.values()].sort((a, b) => a - b)).toEqual([...novemberRefunds].sort((a, b) => a - b));

    // The large inter-state invoice is listed alone, per rate, in IGST; the large intra-state one is not.
    expect(r.b2cl.map((row: { invoiceNumber: string; rate: number }) => [row.invoiceNumber, row.rate])).toEqual([
      [largeInvoice, 5],
      [largeInvoice, 18],
    ]);
    expect(r.b2cl[0]).toMatchObject({ invoiceDate: '05-Nov-2026', invoiceValue: 120999, placeOfSupply: '07-Delhi' });
    expect(r.b2cs.map((row: { placeOfSupply: string; rate: number }) => `${row.placeOfSupply} ${row.rate}`)).toEqual([
      '27-Maharashtra 3',
      '27-Maharashtra 5',
      '27-Maharashtra 18',
      '29-Karnataka 5',
    ]);
    const goods = r.hsn.find((row: { hsn: string }) => row.hsn === '3305');
    expect(goods).toMatchObject({
      uqc: 'NOS-NUMBERS',
      totalQuantity: 3,
      description: 'Preparations for use on the hair',
    });
    expect(r.hsn.find((row: { hsn: string }) => row.hsn === '996812')).toMatchObject({ uqc: 'NA', totalQuantity: 0 });
    expect(r.totals.hsn.totalValue).toBe(
      r.hsn.reduce((s: number, row: { totalValue: number }) => s + toPaise(row.totalValue), 0) / 100,
    );
  });

  it('writes each table as the offline tool’s CSV: its header order, dd-mmm-yyyy dates, 29-Karnataka', async () => {
    for (const section of ['b2cs', 'b2cl', 'hsn', 'cdnur'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v4/admin/reports/gst/${section}?month=2026-11`,
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="gstr1-${section}-2026-11.csv"`);
      const [header, ...lines] = readCsv(res.body);
      expect(header).toEqual([...GST_CSV_COLUMNS[section]]);
      expect(lines.length).toBeGreaterThan(0);
    }
    const b2cs = readCsv(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v4/admin/reports/gst/b2cs?month=2026-11',
          headers: { cookie: owner.cookie },
        })
      ).body,
    );
    expect(b2cs).toContainEqual(['OE', '29-Karnataka', '5', '', expect.stringMatching(/^\d+\.\d\d$/), '0.00', '']);
    const b2cl = readCsv(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v4/admin/reports/gst/b2cl?month=2026-11',
          headers: { cookie: owner.cookie },
        })
      ).body,
    );
    expect(b2cl[1]!.slice(0, 4)).toEqual([largeInvoice, '05-Nov-2026', '120999.00', '07-Delhi']);
    const cdnur = readCsv(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v4/admin/reports/gst/cdnur?month=2026-11',
          headers: { cookie: owner.cookie },
        })
      ).body,
    );
    expect(cdnur.slice(1).map((l) => [l[0], l[2], l[3], l[4], l[5]])).toEqual([
      ['B2CL', '20-Nov-2026', 'C', '07-Delhi', '5000.55'],
      ['B2CL', '20-Nov-2026', 'C', '07-Delhi', '5000.55'],
    ]);
  });

  it('refuses a malformed month naming the field, and a role without the permission', async () => {
    const bad = await get('/api/v4/admin/reports/gst?month=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('month must be a month as YYYY-MM');
    const fulfilment = await createStaff(t, 'fulfilment');
    const denied = await get('/api/v4/admin/reports/gst?month=2026-11', fulfilment.cookie);
    expect([denied.status, denied.body.code]).toEqual([403, 'PERMISSION_DENIED']);
    const empty = await get('/api/v4/admin/reports/gst?month=2024-07');
    expect(empty.body.data).toMatchObject({ invoiceCount: 0, b2cs: [], b2clThreshold: 250000 });
  });
});

function sumPair(a: Sums, b: Sums): Sums {
  return { taxable: a.taxable + b.taxable, igst: a.igst + b.igst, cgst: a.cgst + b.cgst, sgst: a.sgst + b.sgst };
}
