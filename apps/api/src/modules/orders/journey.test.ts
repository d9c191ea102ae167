import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/shopping.ts';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { testConfig } from '../../../test/test-config.ts';
import { runOps } from '../../ops/ops-commands.ts';

/**
 * A shopper's whole journey through the HTTP API of a listening server: sign in, cart, coupon, an order paid
 * partly from the wallet (credited by an operator) and partly online through the simulator, delivery moved
 * along by the ops CLI, a review, and the GST invoice whose totals match the order.
 */
describe('journey: from sign-in to a reviewed, invoiced delivery', () => {
  let t: TestApp;
  let origin: string;
  const phone = '9999999999';
  const operatorToken = testConfig().OPERATOR_TOKEN!;

  beforeAll(async () => {
    t = await createTestApp({ config: { OTP_TEST_NUMBERS: `${phone}:1234` } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  async function http(method: string, path: string, opts: { token?: string; body?: unknown } = {}) {
    const res = await fetch(`${origin}${path.startsWith('/api/') ? '' : '/api/v4'}${path}`, {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    });
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    return {
      status: res.status,
      headers: res.headers,
      body: isJson ? ((await res.json()) as any) : null,
      bytes: isJson ? null : Buffer.from(await res.arrayBuffer()),
    };
  }

  async function ops(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOps(argv, {
      env: { OPS_API_URL: `${origin}/api/v4`, OPERATOR_TOKEN: operatorToken, OPS_OPERATOR: 'journey' },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    expect(code, err.join('\n')).toBe(0);
    return out.join('\n');
  }

  it('works end to end', async () => {
    // The store's catalogue and coupon (an operator's doing, not the shopper's).
    const { product, variants } = await createProduct(t.ctx, {
      name: 'Velvet Matte Lipstick',
      variants: [{ name: 'Ruby Red', pricePaise: 34900, basePricePaise: 49900, stock: 20 }],
    });
    const variant = variants[0]!;
    await t.db.insert(coupons).values({
      code: 'JOURNEY10',
      description: '10% off, up to ₹100',
      kind: 'PERCENT',
      value: 1000,
      maxDiscountPaise: 10000,
      minOrderPaise: 19900,
      startsAt: new Date(t.clock.now().getTime() - 86_400_000),
    });

    // Sign in.
    expect((await http('POST', '/auth/user/send-otp/', { body: { phoneNumber: phone } })).status).toBe(200);
    const signedIn = await http('POST', '/auth/user/verify-otp/', { body: { phoneNumber: phone, otp: '1234' } });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data.token as string;

    // Address and cart.
    const address = await http('POST', '/address/', {
      token,
      body: {
        name: 'Asha Rao',
        address: '12 Carter Road, Bandra West',
        state: 'Maharashtra',
        city: 'Mumbai',
        pincode: '400050',
        phone: '9876543210',
        landmark: 'Near the promenade',
      },
    });
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    const addressId = address.body.data.id as number;
    const cart = await http('POST', '/cart/add', {
      token,
      body: { productId: product.id, variantId: variant.id, quantity: 2 },
    });
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    expect(cart.body.data.cartPrice).toBe(698);

    // Coupon: 10% of ₹698.
    const coupon = await http('POST', '/coupon-code/validate', {
      token,
      body: { couponCode: 'journey10', orderValue: 698 },
    });
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(200);
    expect(coupon.body.data).toMatchObject({ code: 'JOURNEY10', discount_amount: 69.8 });

    // An operator credits ₹200 to the wallet with the ops CLI.
    expect(await ops('wallet:credit', phone, '200', 'Welcome credit')).toContain('wallet balance now ₹200');
    expect((await http('GET', '/wallet/balance', { token })).body.data.walletAmount).toBe(200);

    // Order: ₹698 − ₹69.80 coupon, free delivery = ₹628.20; ₹200 from the wallet, ₹428.20 online.
    const placed = await http('POST', '/order/cart', {
      token,
      body: { paymentMethods: ['WALLET', 'ONLINE'], couponCode: 'JOURNEY10', addressId },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data;
    expect(order).toMatchObject({
      totalAmount: 628.2,
      walletAmountUsed: 200,
      remaining_price: 428.2,
      amountInPaise: 42820,
      isDraft: true,
    });
    // An unpaid online order is listed as Pending (the shopper can pay again) until it expires.
    expect((await http('GET', '/orders/', { token })).body.data).toEqual([
      expect.objectContaining({ orderId: order.orderId, orderDeliveryStatus: 'PENDING' }),
    ]);

    // Pay through the simulator's window, then verify as the browser would.
    const paid = await http('POST', '/payments/simulator/pay', { body: { order_id: order.razorpayOrderId } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const verified = await http('POST', '/order/verify', {
      token,
      body: {
        orderId: order.orderId,
        paymentId: paid.body.data.razorpay_payment_id,
        signature: paid.body.data.razorpay_signature,
      },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.isPaid).toBe(true);
    expect((await http('GET', '/wallet/balance', { token })).body.data.walletAmount).toBe(0);

    // The order is paid and listed.
    const rows = await http('GET', '/orders/', { token });
    expect(rows.body.data).toHaveLength(1);
    expect(rows.body.data[0]).toMatchObject({
      orderId: order.orderId,
      productName: 'Velvet Matte Lipstick',
      orderPrice: 698,
    });
    const details = await http('GET', `/order/details/${order.orderId}`, { token });
    expect(details.body.data).toMatchObject({
      isPaid: true,
      price: 628.2,
      after_discount_price: 698,
      beforeDiscountPrice: 998,
      coupon_code: 'JOURNEY10',
      coupon_code_discount: 69.8,
      wallet_amount: 200,
      remaining_amount: 428.2,
      delivery_charge: 0,
      isCancelAvailable: true,
      isReturnAvailable: false,
    });

    // The operator moves it along to DELIVERED with the ops CLI.
    for (const status of ['CONFIRMED', 'PACKED', 'READY_FOR_SHIPPING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
      t.clock.advance(3_600_000);
      await ops('order:status', order.orderId, status);
    }
    const timeline = await http('GET', `/order/delivery-status/${order.orderId}`, { token });
    expect(timeline.body.data.delivery_statuses.map((s: any) => [s.status, s.isCompleted])).toEqual(
      ['ORDERED', 'CONFIRMED', 'PACKED', 'READY_FOR_SHIPPING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'].map((s) => [
        s,
        true,
      ]),
    );
    const delivered = (await http('GET', `/order/details/${order.orderId}`, { token })).body.data;
    expect(delivered).toMatchObject({
      delivery_status: 'DELIVERED',
      isReturnAvailable: true,
      isCancelAvailable: false,
    });

    // A review of the delivered item.
    const review = await http('POST', '/reviews/', {
      token,
      body: { productId: product.id, rating: 5, comment: 'Stays on all day' },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    const reviews = await http('GET', `/reviews/?productId=${product.id}`);
    expect(reviews.body.data.summary).toMatchObject({ avgRating: 5, count: 1 });
    expect((await http('GET', '/orders/', { token })).body.data[0].productRating).toBe(5);

    // The invoice, by the link the browser opens: a PDF whose totals match the order.
    // Absolute, under the origin the shopper's own call reached (no PUBLIC_BASE_URL here).
    expect(delivered.invoice_download_link.startsWith(`${origin}/api/v4/invoices/`)).toBe(true);
    const invoice = await http('GET', delivered.invoice_download_link.slice(origin.length));
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    const pdf = invoice.bytes!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf).join('\n');
    expect(text).toContain(`Invoice No: ${delivered.invoice_number}`);
    expect(text).toContain(`Order ID: ${order.orderId}`);
    expect(text).toContain('Place of Supply: Maharashtra (27)');
    expect(text).toContain('628.20'); // invoice total = order total
    expect(text).toContain('69.80'); // the coupon
    expect(text).toContain('200.00'); // paid from wallet
    expect(text).toContain('428.20'); // paid online
    expect(text).toContain('Rupees Six Hundred Twenty Eight and Twenty Paise Only');
  });
});
