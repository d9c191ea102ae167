import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/catalogue.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { dispatchOutbox } from '../order-messages/order-messages.public.ts';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { AUTOMATION } from '../../../test/staff-factories.ts';

const ADDRESS = {
  name: 'Lata Menon',
  address: '7 Marine Drive, Flat 12',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400020',
  phone: '9820011223',
  landmark: '',
};

describe('phone orders placed from the console', () => {
  let t: TestApp;
  let product: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    t = await createTestApp();
    product = await createProduct(t.ctx, { name: 'Kumkumadi Face Oil' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call({ method, url: `/api/v4/admin/manual-orders${url}`, headers: AUTOMATION, ...(payload ? { payload } : {}) });
  const variant = () => product.variants[0]!;

  it('finds variants by name or SKU, and no account behind a new number', async () => {
    const found = await call('GET', '/variants?q=kumkum');
    expect(found.body.data[0]).toMatchObject({ productId: product.product.id, variantId: variant().id, price: 349 });
    expect((await call('GET', `/variants?q=${variant().sku}`)).body.data).toHaveLength(1);
    const nobody = await call('GET', '/shopper?phone=9820011223');
    expect(nobody.body.data).toEqual({ userId: null, name: '', addresses: [] });
  });

  it('places a COD order for a new shopper by the store’s rules: stock taken, history by staff, audited', async () => {
    const before = (await t.db.select().from(productVariants).where(eq(productVariants.id, variant().id)))[0]!.stock;
    const res = await call('POST', '', {
      phone: '9820011223',
      name: 'Lata Menon',
      address: ADDRESS,
      items: [{ productId: product.product.id, variantId: variant().id, quantity: 2 }],
      payment: 'COD',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isDraft: false, payment: 'COD', paymentLink: null, shopperCreated: true });
    const orderId = res.body.data.orderId as string;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'ORDERED', paymentMethods: ['COD'], itemsPricePaise: 69800 });
    expect(res.body.data.total).toBe(order!.totalPaise / 100);
    const [after] = await t.db.select().from(productVariants).where(eq(productVariants.id, variant().id));
    expect(after!.stock).toBe(before - 2);
    const [history] = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history!.actor).toBe('operator:ci');
    const [user] = await t.db.select().from(users).where(eq(users.phone, '+919820011223'));
    expect(user).toMatchObject({ name: 'Lata Menon', isVerified: false });
    const [audit] = await t.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.target, orderId));
    expect(audit!.action).toBe('adminCreateManualOrder');

    // The same shopper next time: found with the saved address.
    const again = await call('GET', '/shopper?phone=9820011223');
    expect(again.body.data).toMatchObject({ userId: user!.id, name: 'Lata Menon' });
    expect(again.body.data.addresses[0]).toMatchObject({ city: 'Mumbai', pincode: '400020' });
  });

  it('makes a payment-link order that waits unpaid, and refuses an order without items or address', async () => {
    const shopper = await call('GET', '/shopper?phone=9820011223');
    const res = await call('POST', '', {
      phone: '9820011223',
      addressId: shopper.body.data.addresses[0].id,
      items: [{ productId: product.product.id, variantId: variant().id, quantity: 1 }],
      payment: 'PAYMENT_LINK',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isDraft: true, payment: 'PAYMENT_LINK', shopperCreated: false });
    expect(res.body.data.paymentLink).toContain(`/order-details/${res.body.data.orderId}`);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
    expect(order).toMatchObject({ isDraft: true, paymentStatus: 'PENDING', paymentMethods: ['ONLINE'] });
    // The shopper is on the phone: the link goes to them by SMS through the outbox.
    await dispatchOutbox(t.ctx, { batch: 500 });
    const texts = t.sms.texts.filter((m) => m.text.includes(res.body.data.orderId));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain(`Pay securely here: ${res.body.data.paymentLink}`);
    expect(texts[0]!.phone).toMatch(/9820011223$/);

    const empty = await call('POST', '', { phone: '9820011223', addressId: 1, items: [], payment: 'COD' });
    expect([empty.status, empty.body.errors[0].field]).toEqual([400, 'items']);
    const noAddress = await call('POST', '', {
      phone: '9820011223',
      items: [{ productId: product.product.id, variantId: variant().id, quantity: 1 }],
      payment: 'COD',
    });
    expect([noAddress.status, noAddress.body.errors[0].field]).toEqual([400, 'address']);
  });
});
