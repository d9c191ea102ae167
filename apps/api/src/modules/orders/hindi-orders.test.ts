import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalogue.ts';
import { reasons } from '../../db/schema/content.ts';
import { orderStatusHistory, orders, returnPhotos, returnRequests } from '../../db/schema/orders.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { historyNote } from './history-notes.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The store's own wording in the order answers a shopper reads, in Hindi with lang=hi (issue 31): English stays
 * the spec's, letter for letter, without lang and with lang=en. The test clock starts on 15 Jan 2026, 12:00 IST.
 */
describe('order answers in the shopper’s language', () => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await createUser(t.ctx);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.call({ method: 'GET', url: `/api/v4${url}`, token: shopper.token });
  /** The same call without lang, with lang=en and with lang=hi. */
  const inEach = async (url: string) => {
    const join = url.includes('?') ? '&' : '?';
    const [plain, en, hi] = await Promise.all([get(url), get(`${url}${join}lang=en`), get(`${url}${join}lang=hi`)]);
    for (const res of [plain, en, hi]) expect(res.status, url).toBe(200);
    expect(en.body.data, url).toEqual(plain.body.data);
    return { en: plain.body.data, hi: hi.body.data };
  };

  /** A product in a category of its own with this return rule. */
  async function productWithRule(returnRule: 'ANY_REASON' | 'FAULT_ONLY' | 'NONE', name: string) {
    const made = await createProduct(t.ctx, { categoryName: name, variants: [{ deliveryDays: 4 }] });
    await t.db.update(categories).set({ returnRule }).where(eq(categories.id, made.product.categoryId));
    return { productId: made.product.id, variantId: made.variants[0]!.id };
  }

  it('refuses a language the store does not have, naming the field', async () => {
    const order = await createOrder(t.ctx, { userId: shopper.user.id });
    for (const [method, url] of [
      ['GET', '/orders?lang=fr'],
      ['GET', '/orders?page=1&lang=HI'],
      ['GET', `/order/details/${order.id}?lang=fr`],
      ['GET', `/order/delivery-status/${order.id}?lang=`],
      ['POST', `/order/cancel-request/${order.id}?lang=fr`],
    ] as const) {
      const res = await t.call({ method, url: `/api/v4${url}`, token: shopper.token, body: { reasonId: 1 } });
      expect([res.status, res.body.message], url).toEqual([400, 'lang must be en or hi']);
      expect(res.body.errors, url).toEqual([{ field: 'lang', message: 'lang must be en or hi' }]);
    }
    // Nothing was cancelled by the refused call.
    expect((await get(`/order/details/${order.id}`)).body.data.delivery_status).toBe('ORDERED');
  });

  it('words every date line of the list through hi-IN', async () => {
    const u = await createUser(t.ctx);
    const line = await productWithRule('ANY_REASON', 'Eyeliner');
    const now = t.clock.now();
    const lines = [line];
    const expected = await createOrder(t.ctx, { userId: u.user.id, lines, createdAt: new Date(now.getTime() - DAY) });
    const delivered = await createOrder(t.ctx, { userId: u.user.id, lines, status: 'DELIVERED', deliveredAt: now });
    const cancelled = await createOrder(t.ctx, { userId: u.user.id, lines, status: 'CANCELLED_BY_USER' });
    const returned = await createOrder(t.ctx, { userId: u.user.id, lines, status: 'RETURNED' });
    const call = (url: string) => t.call({ method: 'GET', url: `/api/v4${url}`, token: u.token });
    const lineOf = (rows: { orderId: string; orderDeliveryDateText: string }[], id: string) =>
      rows.find((r) => r.orderId === id)?.orderDeliveryDateText;

    const [plain, en, hi, page] = await Promise.all([
      call('/orders'),
      call('/orders?lang=en'),
      call('/orders?lang=hi'),
      call('/orders?page=1&itemsPerPage=10&lang=hi'),
    ]);
    expect(en.body.data).toEqual(plain.body.data);
    const english = [expected, delivered, cancelled, returned].map((o) => lineOf(plain.body.data, o.id));
    expect(english).toEqual([
      'Expected by 18 Jan 2026',
      'Delivered on 15 Jan 2026',
      'Cancelled on 15 Jan 2026',
      'Returned on 15 Jan 2026',
    ]);
    const hindi = [expected, delivered, cancelled, returned].map((o) => lineOf(hi.body.data, o.id));
    expect(hindi).toEqual([
      '18 जन॰ 2026 तक पहुँचने की उम्मीद',
      '15 जन॰ 2026 को डिलीवर हुआ',
      '15 जन॰ 2026 को कैंसिल हुआ',
      '15 जन॰ 2026 को वापस हुआ',
    ]);
    expect(page.body.data.items).toEqual(hi.body.data);
  });

  it('labels the charges in Hindi and keeps the stored English labels otherwise', async () => {
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      deliveryChargePaise: 4900,
      codChargePaise: 2500,
      paymentMethods: ['COD'],
      paymentStatus: 'PENDING',
    });
    const { en, hi } = await inEach(`/order/details/${order.id}`);
    expect(en.charges).toEqual([
      { code: 'delivery', label: 'Delivery Charge', amount: 49 },
      { code: 'cod', label: 'COD Charge', amount: 25 },
    ]);
    expect(hi.charges).toEqual([
      { code: 'delivery', label: 'डिलीवरी शुल्क', amount: 49 },
      { code: 'cod', label: 'COD शुल्क', amount: 25 },
    ]);
    // Only the store's wording changes: amounts, names and the address are the same answer.
    expect({ ...hi, charges: en.charges, orderItems: en.orderItems }).toEqual(en);
  });

  it('gives each item’s return rule in Hindi, its dates through hi-IN and the category as the operator named it', async () => {
    const any = await productWithRule('ANY_REASON', 'Kajal');
    const hygiene = await productWithRule('FAULT_ONLY', 'Lipstick');
    const never = await productWithRule('NONE', 'Gift Cards');
    const lines = [any, hygiene, never];
    const now = t.clock.now();
    const open = await createOrder(t.ctx, { userId: shopper.user.id, lines, status: 'DELIVERED', deliveredAt: now });
    const closed = await createOrder(t.ctx, {
      userId: shopper.user.id,
      lines,
      status: 'DELIVERED',
      deliveredAt: new Date(now.getTime() - 30 * DAY),
    });
    const onItsWay = await createOrder(t.ctx, { userId: shopper.user.id, lines, status: 'SHIPPED' });
    const notes = async (id: string) => {
      const { en, hi } = await inEach(`/order/details/${id}`);
      const of = (d: { orderItems: { returnNote: string }[] }) => d.orderItems.map((i) => i.returnNote);
      return { en: of(en), hi: of(hi) };
    };

    expect(await notes(open.id)).toEqual({
      en: [
        'Returnable until 22 Jan 2026',
        'For hygiene, Lipstick can be returned only if it arrived damaged, defective or wrong, until 22 Jan 2026',
        'Gift Cards items are not returnable',
      ],
      hi: [
        '22 जन॰ 2026 तक वापस किया जा सकता है',
        'साफ़-सफ़ाई के कारण Lipstick तभी वापस किया जा सकता है जब वह खराब, टूटा-फूटा या गलत आया हो, 22 जन॰ 2026 तक',
        'Gift Cards के आइटम वापस नहीं किए जा सकते',
      ],
    });
    expect(await notes(closed.id)).toEqual({
      en: [
        'The 7-day return window closed on 23 Dec 2025',
        'The 7-day return window closed on 23 Dec 2025',
        'Gift Cards items are not returnable',
      ],
      hi: [
        '7 दिन की वापसी की अवधि 23 दिस॰ 2025 को खत्म हो गई',
        '7 दिन की वापसी की अवधि 23 दिस॰ 2025 को खत्म हो गई',
        'Gift Cards के आइटम वापस नहीं किए जा सकते',
      ],
    });
    expect(await notes(onItsWay.id)).toEqual({
      en: [
        'Returnable within 7 days of delivery',
        'For hygiene, Lipstick can be returned only if it arrived damaged, defective or wrong, within 7 days of delivery',
        'Gift Cards items are not returnable',
      ],
      hi: [
        'डिलीवरी के 7 दिन के अंदर वापस किया जा सकता है',
        'साफ़-सफ़ाई के कारण Lipstick तभी वापस किया जा सकता है जब वह खराब, टूटा-फूटा या गलत आया हो, डिलीवरी के 7 दिन के अंदर',
        'Gift Cards के आइटम वापस नहीं किए जा सकते',
      ],
    });
  });

  it('words a return’s outcome and its photos in Hindi', async () => {
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      status: 'DELIVERED',
      deliveredAt: t.clock.now(),
    });
    const [reason] = await t.db.insert(reasons).values({ kind: 'RETURN', reason: 'Damaged' }).returning();
    const [ret] = await t.db
      .insert(returnRequests)
      .values({
        orderId: order.id,
        orderItemId: order.items[0]!.id,
        userId: shopper.user.id,
        reasonId: reason!.id,
        status: 'APPROVED',
      })
      .returning();
    await t.db.insert(returnPhotos).values(
      [1, 2].map((position) => ({
        returnId: ret!.id,
        position,
        fileName: `hindi-${ret!.id}-${position}.webp`,
        thumbName: `hindi-${ret!.id}-${position}-thumb.webp`,
        width: 800,
        height: 600,
      })),
    );
    const { en, hi } = await inEach(`/order/details/${order.id}`);
    const said = (d: { returns: { statusLabel: string; photos: { alt: string }[] }[] }) => ({
      label: d.returns[0]!.statusLabel,
      alts: d.returns[0]!.photos.map((p) => p.alt),
    });
    expect(said(en)).toEqual({
      label: 'Return approved',
      alts: [
        'Photo 1 of 2 sent with the return of Product line 1',
        'Photo 2 of 2 sent with the return of Product line 1',
      ],
    });
    expect(said(hi)).toEqual({
      label: 'वापसी मंज़ूर हो गई',
      alts: ['Product line 1 की वापसी के साथ भेजी गई 2 में से 1 फ़ोटो', 'Product line 1 की वापसी के साथ भेजी गई 2 में से 2 फ़ोटो'],
    });
  });

  it('gives the tracking steps’ labels and the store’s own notes in Hindi, anyone else’s note as written', async () => {
    const order = await createOrder(t.ctx, { userId: shopper.user.id, paymentMethods: ['COD'] });
    const at = (min: number) => new Date(t.clock.now().getTime() + min * 60_000);
    await t.db.delete(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    await t.db.insert(orderStatusHistory).values([
      { orderId: order.id, status: 'ORDERED', note: historyNote('placed'), createdAt: at(0) },
      { orderId: order.id, status: 'CONFIRMED', note: historyNote('codConfirmedByYou'), createdAt: at(5) },
      // An operator's own note, and a step without one.
      { orderId: order.id, status: 'PACKED', note: 'Packed with care by Meena', createdAt: at(30) },
      { orderId: order.id, status: 'READY_FOR_SHIPPING', createdAt: at(40) },
      {
        orderId: order.id,
        status: 'SHIPPED',
        note: historyNote('shipmentBooked', { awb: 'AWB123456', courier: 'Delhivery' }),
        createdAt: at(50),
      },
    ]);
    await t.db.update(orders).set({ status: 'SHIPPED' }).where(eq(orders.id, order.id));
    const { en, hi } = await inEach(`/order/delivery-status/${order.id}`);
    const said = (d: { delivery_statuses: { label: string; descriptions: { description: string }[] }[] }) =>
      d.delivery_statuses.map((s) => [s.label, ...s.descriptions.map((x) => x.description)]);

    expect(said(en)).toEqual([
      ['Order Placed', 'Order placed'],
      ['Order Confirmed', 'Cash on delivery confirmed by you'],
      ['Packed', 'Packed with care by Meena'],
      ['Ready for Shipping', 'Your package is ready to be handed to the courier.'],
      ['Shipped', 'AWB AWB123456 booked with Delhivery'],
      ['Out for Delivery'],
      ['Delivered'],
    ]);
    expect(said(hi)).toEqual([
      ['ऑर्डर हो गया', 'ऑर्डर हो गया'],
      ['ऑर्डर कन्फ़र्म', 'आपने कैश ऑन डिलीवरी ऑर्डर कन्फ़र्म किया'],
      ['पैक हो गया', 'Packed with care by Meena'],
      ['शिपिंग के लिए तैयार', 'आपका पैकेज कूरियर को सौंपने के लिए तैयार है।'],
      ['भेज दिया गया', 'Delhivery के साथ AWB AWB123456 बुक हुआ'],
      ['डिलीवरी के लिए निकला'],
      ['डिलीवर हो गया'],
    ]);
  });

  it('says a COD order waits for the shopper, and a cancellation, in Hindi', async () => {
    const waiting = await createOrder(t.ctx, { userId: shopper.user.id, paymentMethods: ['COD'] });
    await t.db.update(orders).set({ codConfirmation: 'AWAITING' }).where(eq(orders.id, waiting.id));
    const placed = await inEach(`/order/delivery-status/${waiting.id}`);
    // The factory's ORDERED row has no note: the step's own words, then the wait.
    expect(placed.en.delivery_statuses[0].descriptions.map((d: { description: string }) => d.description)).toEqual([
      'Your order has been placed.',
      'Waiting for your confirmation.',
    ]);
    expect(placed.hi.delivery_statuses[0].descriptions.map((d: { description: string }) => d.description)).toEqual([
      'आपका ऑर्डर हो गया है।',
      'आपकी पुष्टि का इंतज़ार है।',
    ]);

    const cancelled = await createOrder(t.ctx, { userId: shopper.user.id, status: 'CANCELLED_BY_SHRINGAR' });
    await t.db
      .insert(orderStatusHistory)
      .values({ orderId: cancelled.id, status: 'CANCELLED_BY_SHRINGAR', createdAt: t.clock.now() });
    const { en, hi } = await inEach(`/order/delivery-status/${cancelled.id}`);
    const last = (d: { delivery_statuses: { label: string; descriptions: { description: string }[] }[] }) => {
      const step = d.delivery_statuses.at(-1)!;
      return [step.label, step.descriptions[0]!.description];
    };
    expect(last(en)).toEqual(['Cancelled by Shringar', 'Shringar cancelled this order.']);
    expect(last(hi)).toEqual(['Shringar ने कैंसिल किया', 'Shringar ने यह ऑर्डर कैंसिल किया।']);
  });

  it('answers a cancellation with the details in the language asked for', async () => {
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      paymentMethods: ['COD'],
      deliveryChargePaise: 4900,
    });
    const [reason] = await t.db
      .insert(reasons)
      .values({ kind: 'CANCELLATION', reason: 'Ordered by mistake' })
      .returning();
    const res = await t.call({
      method: 'POST',
      url: `/api/v4/order/cancel-request/${order.id}?lang=hi`,
      token: shopper.token,
      body: { reasonId: reason!.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.delivery_status).toBe('CANCELLED_BY_USER');
    expect(res.body.data.charges[0].label).toBe('डिलीवरी शुल्क');
  });
});
