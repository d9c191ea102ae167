import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { BENGALURU, createOrder } from '../../../test/order-factory.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('reading orders', () => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await createUser(t.ctx, { name: 'Asha Rao' });
    other = await createUser(t.ctx);
  });
  afterAll(() => t.close());

  it('documents every order, return, review, invoice and operator call in OpenAPI', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/docs/json' });
    const paths = res.body.paths as Record<string, Record<string, { summary?: string }>>;
    for (const [path, method] of [
      ['/api/v4/orders', 'get'],
      ['/api/v4/order/details/{id}', 'get'],
      ['/api/v4/order/delivery-status/{id}', 'get'],
      ['/api/v4/order-address/{id}', 'get'],
      ['/api/v4/return/request', 'post'],
      ['/api/v4/reviews', 'get'],
      ['/api/v4/reviews', 'post'],
      ['/api/v4/invoices/{orderId}.pdf', 'get'],
      ['/api/v4/admin/orders/{id}', 'get'],
      ['/api/v4/admin/orders/{id}/status', 'post'],
      ['/api/v4/admin/orders/{id}/refund', 'post'],
      ['/api/v4/admin/wallet/credit', 'post'],
    ] as const)
      expect(paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
  });

  it('needs a session', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/orders/' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Not authenticated');
  });

  it('lists one row per item, newest order first, hiding drafts and other shoppers', async () => {
    const u = await createUser(t.ctx);
    const { product, variants } = await createProduct(t.ctx, {
      variants: [{ deliveryDays: 4 }, { name: 'Ruby', deliveryDays: 4 }],
    });
    const older = await createOrder(t.ctx, {
      userId: u.user.id,
      createdAt: new Date(t.clock.now().getTime() - 2 * DAY),
    });
    const newer = await createOrder(t.ctx, {
      userId: u.user.id,
      lines: [
        { productId: product.id, variantId: variants[0]!.id, quantity: 2, unitPricePaise: 29950 },
        { productId: product.id, variantId: variants[1]!.id },
      ],
    });
    await createOrder(t.ctx, { userId: u.user.id, isDraft: true, status: 'PENDING', paymentStatus: 'PENDING' });
    await createOrder(t.ctx, { userId: other.user.id });

    const res = await t.call({ method: 'GET', url: '/api/v4/orders', token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: any) => r.orderId)).toEqual([newer.id, newer.id, older.id]);
    const first = res.body.data[0];
    expect(first).toMatchObject({
      orderId: newer.id,
      order_item_id: newer.items[0]!.id,
      productName: 'Product line 1',
      variantName: 'Shade 1',
      orderImg: '/media/test.svg',
      isCartOrder: true,
      orderPrice: 599,
      orderItemQuantity: 2,
      orderDeliveryStatus: 'ORDERED',
      productRating: 0,
    });
    // Placed 15 Jan 2026 (IST) with 4 delivery days.
    expect(first.orderDeliveryDateText).toBe('Expected by 19 Jan 2026');
    expect(first.last_status_update).toBe(t.clock.now().toISOString());
  });

  it('pages orders as other lists are when asked for a page, keeping each order’s rows together', async () => {
    const u = await createUser(t.ctx);
    const { product, variants } = await createProduct(t.ctx, { variants: [{}, { name: 'Ruby' }] });
    const placed = [];
    for (let i = 0; i < 3; i++)
      placed.push(
        await createOrder(t.ctx, {
          userId: u.user.id,
          createdAt: new Date(t.clock.now().getTime() - (3 - i) * DAY),
          lines: [
            { productId: product.id, variantId: variants[0]!.id },
            { productId: product.id, variantId: variants[1]!.id },
          ],
        }),
      );
    const [oldest, middle, newest] = placed;

    const first = await t.call({ method: 'GET', url: '/api/v4/orders?page=1&itemsPerPage=2', token: u.token });
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((r: any) => r.orderId)).toEqual([newest!.id, newest!.id, middle!.id, middle!.id]);
    expect(first.body.data.pagination).toEqual({
      totalItems: 3,
      totalPages: 2,
      currentPage: 1,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const second = await t.call({ method: 'GET', url: '/api/v4/orders?page=2&itemsPerPage=2', token: u.token });
    expect(second.body.data.items.map((r: any) => r.orderId)).toEqual([oldest!.id, oldest!.id]);
    expect(second.body.data.pagination).toMatchObject({ currentPage: 2, hasNextPage: false });

    // A spec client asking without paging parameters gets the plain array of rows.
    const plain = await t.call({ method: 'GET', url: '/api/v4/orders', token: u.token });
    expect(Array.isArray(plain.body.data)).toBe(true);
    expect(plain.body.data).toHaveLength(6);

    const bad = await t.call({ method: 'GET', url: '/api/v4/orders?itemsPerPage=0', token: u.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('itemsPerPage must be at least 1');
  });

  it('answers 404 for another shopper’s order on every read, and 400 for a malformed id', async () => {
    const theirs = await createOrder(t.ctx, { userId: other.user.id });
    for (const url of [
      `/api/v4/order/details/${theirs.id}`,
      `/api/v4/order/delivery-status/${theirs.id}`,
      `/api/v4/order-address/${theirs.id}`,
      '/api/v4/order/details/SHNOSUCHORDER',
    ]) {
      const res = await t.call({ method: 'GET', url, token: shopper.token });
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('ORDER_NOT_FOUND');
    }
    const bad = await t.call({ method: 'GET', url: '/api/v4/order/details/bad%20id', token: shopper.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/id/);
  });

  it('gives every details field with the price breakdown of the order', async () => {
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      lines: [
        { ...(await line(t)), quantity: 2, unitPricePaise: 19900 },
        { ...(await line(t)), unitPricePaise: 9950 },
      ],
      deliveryChargePaise: 0,
      couponCode: 'WELCOME50',
      couponDiscountPaise: 5000,
      walletPaise: 10000,
      paymentMethods: ['WALLET', 'ONLINE'],
      address: BENGALURU,
    });
    const res = await t.call({ method: 'GET', url: `/api/v4/order/details/${order.id}`, token: shopper.token });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: order.id,
      delivery_status: 'ORDERED',
      after_discount_price: 497.5,
      price: 447.5,
      beforeDiscountPrice: 696.5,
      discountInAmount: 199,
      discountInPercentage: 29,
      delivery_charge: 0,
      cod_charge: 0,
      coupon_code: 'WELCOME50',
      coupon_code_discount: 50,
      wallet_amount: 100,
      isPaid: true,
      remaining_amount: 347.5,
      payment_method: 'WALLET, ONLINE',
      isCancelAvailable: true,
      isReturnAvailable: false,
      tracking_id: `TRK${order.id.slice(2)}`,
      address: { ...BENGALURU, landmark: null },
    });
    expect(d.orderItems).toHaveLength(2);
    expect(d.orderItems[0]).toMatchObject({
      orderItemId: order.items[0]!.id,
      name: 'Product line 1',
      variantName: 'Shade 1',
      imageUrl: '/media/test.svg',
      orderItemQuantity: 2,
      price: 398,
      unitPrice: 199,
      user_rating: 0,
    });
    expect(d.invoice_download_link).toMatch(
      new RegExp(`^http://localhost/api/v4/invoices/${order.id}\\.pdf\\?expires=\\d+&sig=[0-9a-f]{64}$`),
    );

    const address = await t.call({ method: 'GET', url: `/api/v4/order-address/${order.id}`, token: shopper.token });
    expect(address.body.data).toEqual({ ...BENGALURU, landmark: null });
  });

  it('offers cancel before SHIPPED only, and no invoice link for unpaid COD', async () => {
    const cases = [
      ['ORDERED', true],
      ['CONFIRMED', true],
      ['PACKED', true],
      ['READY_FOR_SHIPPING', true],
      ['SHIPPED', false],
      ['OUT_FOR_DELIVERY', false],
      ['CANCELLED_BY_USER', false],
    ] as const;
    for (const [status, cancellable] of cases) {
      const order = await createOrder(t.ctx, {
        userId: shopper.user.id,
        status,
        paymentMethods: ['COD'],
        paymentStatus: 'PENDING',
      });
      const res = await t.call({ method: 'GET', url: `/api/v4/order/details/${order.id}`, token: shopper.token });
      expect(res.body.data.isCancelAvailable, status).toBe(cancellable);
      expect(res.body.data.isPaid).toBe(false);
      expect(res.body.data.invoice_download_link).toBeNull();
    }
  });

  it('opens returns for 7 days after delivery, by the clock', async () => {
    const deliveredAt = t.clock.now();
    const order = await createOrder(t.ctx, { userId: shopper.user.id, status: 'DELIVERED', deliveredAt });
    const details = () => t.call({ method: 'GET', url: `/api/v4/order/details/${order.id}`, token: shopper.token });
    expect((await details()).body.data).toMatchObject({ isReturnAvailable: true, isCancelAvailable: false });
    t.clock.advance(7 * DAY - 60_000);
    expect((await details()).body.data.isReturnAvailable).toBe(true);
    t.clock.advance(60_000);
    expect((await details()).body.data.isReturnAvailable).toBe(false);
  });

  it('builds the tracking timeline from the status history', async () => {
    const order = await createOrder(t.ctx, { userId: shopper.user.id });
    const at = (min: number) => new Date(t.clock.now().getTime() + min * 60_000);
    await t.db.insert(orderStatusHistory).values([
      { orderId: order.id, status: 'CONFIRMED', note: 'Seller confirmed', createdAt: at(10) },
      { orderId: order.id, status: 'SHIPPED', note: 'Handed to BlueDart', createdAt: at(60) },
    ]);
    await t.db.update(orders).set({ status: 'SHIPPED' }).where(eq(orders.id, order.id));
    const res = await t.call({ method: 'GET', url: `/api/v4/order/delivery-status/${order.id}`, token: shopper.token });
    expect(res.status).toBe(200);
    expect(res.body.data.tracking_id).toBe(`TRK${order.id.slice(2)}`);
    const steps = res.body.data.delivery_statuses;
    expect(steps.map((s: any) => [s.status, s.isCompleted])).toEqual([
      ['ORDERED', true],
      ['CONFIRMED', true],
      ['PACKED', true],
      ['READY_FOR_SHIPPING', true],
      ['SHIPPED', true],
      ['OUT_FOR_DELIVERY', false],
      ['DELIVERED', false],
    ]);
    expect(steps[1]).toMatchObject({
      label: 'Order Confirmed',
      created_at: at(10).toISOString(),
      descriptions: [{ description: 'Seller confirmed', created_at: at(10).toISOString() }],
    });
    expect(steps[2].created_at).toBeNull(); // skipped by the courier: passed, without a date of its own
    expect(steps[4].descriptions[0].description).toBe('Handed to BlueDart');
    expect(steps[5]).toMatchObject({ created_at: null, descriptions: [] });
  });

  it('shows a cancellation as it happened and drops the steps it will never reach', async () => {
    const order = await createOrder(t.ctx, { userId: shopper.user.id });
    const later = new Date(t.clock.now().getTime() + 3_600_000);
    await t.db
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'CANCELLED_BY_USER', note: 'Ordered by mistake', createdAt: later });
    await t.db.update(orders).set({ status: 'CANCELLED_BY_USER' }).where(eq(orders.id, order.id));
    const res = await t.call({ method: 'GET', url: `/api/v4/order/delivery-status/${order.id}`, token: shopper.token });
    expect(res.body.data.delivery_statuses).toEqual([
      {
        status: 'ORDERED',
        label: 'Order Placed',
        isCompleted: true,
        created_at: t.clock.now().toISOString(),
        descriptions: [{ description: 'Your order has been placed.', created_at: t.clock.now().toISOString() }],
      },
      {
        status: 'CANCELLED_BY_USER',
        label: 'Cancelled by You',
        isCompleted: true,
        created_at: later.toISOString(),
        descriptions: [{ description: 'Ordered by mistake', created_at: later.toISOString() }],
      },
    ]);
    const list = await t.call({ method: 'GET', url: '/api/v4/orders', token: shopper.token });
    const row = list.body.data.find((r: any) => r.orderId === order.id);
    expect(row.orderDeliveryDateText).toMatch(/^Cancelled on /);
  });
});

async function line(t: TestApp) {
  const { product, variants } = await createProduct(t.ctx);
  return { productId: product.id, variantId: variants[0]!.id };
}
