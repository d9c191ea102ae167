import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutHelpers } from '../../../test/checkout-factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { AUTOMATION } from '../../../test/staff-factories.ts';
import { settings } from '../../db/schema/content.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { orders } from '../../db/schema/orders.ts';
import { invalidateSettings } from '../settings/settings.public.ts';

/**
 * COD confirmation (issue 30): with the setting on, a shopper's COD order waits for their confirmation by the
 * signed link of its order-placed message (or their order page, or staff after a phone call) before it can be
 * packed; the link is refused when forged and says when it has expired; confirm and cancel racing end in one.
 */
describe('COD confirmation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.delete(settings).where(eq(settings.key, 'app'));
    invalidateSettings(t.ctx);
  });

  const { shopper, orderCart, stockOf } = checkoutHelpers(() => t);
  const confirmationOn = async () => {
    await t.db.insert(settings).values({ key: 'app', value: { codConfirmationRequired: true } });
    invalidateSettings(t.ctx);
  };
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  /** A shopper's COD order of one ₹349 unit, and the link its order-placed notification carries (if any). */
  async function codOrder(methods = ['COD']) {
    const s = await shopper({ qty: 1 });
    const res = await orderCart(s.token, { paymentMethods: methods, addressId: s.address.id });
    expect(res.status).toBe(200);
    const orderId = res.body.data.orderId as string;
    const [message] = await t.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.orderId, orderId),
          eq(outboxMessages.event, 'placed'),
          eq(outboxMessages.channel, 'notification'),
        ),
      );
    const link = message?.details.codConfirmLink ?? null;
    const url = link ? new URL(link, 'https://store.example') : null;
    const proof = url ? { expires: Number(url.searchParams.get('expires')), sig: url.searchParams.get('sig')! } : null;
    return { ...s, orderId, link, url, proof: proof! };
  }
  const byLink = (orderId: string, action: 'confirm' | 'cancel', proof: object) =>
    t.call({ method: 'POST', url: `/api/v4/cod-confirmation/${orderId}/${action}`, payload: proof });
  const viewByLink = (orderId: string, proof: { expires: number; sig: string }) =>
    t.call({ url: `/api/v4/cod-confirmation/${orderId}?expires=${proof.expires}&sig=${proof.sig}` });
  const setStatus = (id: string, status: string) =>
    t.call({ method: 'POST', url: `/api/v4/admin/orders/${id}/status`, headers: AUTOMATION, payload: { status } });

  it('leaves COD orders alone while the setting is off (the default)', async () => {
    const o = await codOrder();
    expect(o.link).toBeNull();
    expect((await orderRow(o.orderId)).codConfirmation).toBeNull();
    expect((await setStatus(o.orderId, 'PACKED')).status).toBe(200);
  });

  it('holds a new COD order until the shopper confirms by the link; staff cannot pack it before', async () => {
    await confirmationOn();
    const o = await codOrder();
    expect(o.url!.pathname).toBe(`/cod-confirm/${o.orderId}`);
    expect((await orderRow(o.orderId)).codConfirmation).toBe('AWAITING');

    const queue = await t.call({ url: '/api/v4/admin/orders?codConfirmation=AWAITING', headers: AUTOMATION });
    expect(queue.body.data.items.map((r: { id: string }) => r.id)).toContain(o.orderId);
    expect(queue.body.data.codAwaitingCount).toBeGreaterThanOrEqual(1);

    const packed = await setStatus(o.orderId, 'PACKED');
    expect([packed.status, packed.body.code]).toEqual([409, 'COD_CONFIRMATION_PENDING']);
    const shipment = await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${o.orderId}/shipment`,
      headers: AUTOMATION,
      payload: { weightGrams: 250, lengthCm: 16, breadthCm: 12, heightCm: 6 },
    });
    expect([shipment.status, shipment.body.code]).toEqual([409, 'COD_CONFIRMATION_PENDING']);

    const details = await t.call({ url: `/api/v4/order/details/${o.orderId}`, token: o.token });
    expect(details.body.data.codConfirmation).toBe('AWAITING');
    const tracking = await t.call({ url: `/api/v4/order/delivery-status/${o.orderId}`, token: o.token });
    expect(
      tracking.body.data.delivery_statuses[0].descriptions.map((d: { description: string }) => d.description),
    ).toContain('Waiting for your confirmation.');

    const view = await viewByLink(o.orderId, o.proof);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ orderId: o.orderId, state: 'AWAITING', amountDue: 358, totalAmount: 358 });
    expect(view.body.data.items).toHaveLength(1);

    const confirmed = await byLink(o.orderId, 'confirm', o.proof);
    expect([confirmed.status, confirmed.body.data.state]).toEqual([200, 'CONFIRMED']);
    // Idempotent: a second tap changes nothing.
    expect((await byLink(o.orderId, 'confirm', o.proof)).body.data.state).toBe('CONFIRMED');
    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({
      codConfirmation: 'CONFIRMED',
      status: 'CONFIRMED',
      codConfirmedBy: `user:${o.user.id}`,
    });
    const after = await t.call({ url: '/api/v4/admin/orders?codConfirmation=AWAITING', headers: AUTOMATION });
    expect(after.body.data.items.map((r: { id: string }) => r.id)).not.toContain(o.orderId);
    expect((await setStatus(o.orderId, 'PACKED')).status).toBe(200);
  });

  it('refuses a forged link, one for another order, and a decision by an expired link', async () => {
    await confirmationOn();
    const a = await codOrder();
    const b = await codOrder();
    const forged = { expires: a.proof.expires, sig: 'f'.repeat(64) };
    expect((await viewByLink(a.orderId, forged)).body.code).toBe('COD_LINK_INVALID');
    expect((await byLink(a.orderId, 'confirm', forged)).status).toBe(403);
    // A later expiry with the old signature is not ours either.
    expect((await byLink(a.orderId, 'confirm', { ...a.proof, expires: a.proof.expires + 3600 })).status).toBe(403);
    // B's link does not open A.
    expect((await byLink(a.orderId, 'confirm', b.proof)).body.code).toBe('COD_LINK_INVALID');
    expect((await orderRow(a.orderId)).codConfirmation).toBe('AWAITING');

    t.clock.advance(73 * 3_600_000);
    expect((await viewByLink(a.orderId, a.proof)).body.data.state).toBe('EXPIRED');
    const late = await byLink(a.orderId, 'confirm', a.proof);
    expect([late.status, late.body.code]).toEqual([409, 'COD_LINK_EXPIRED']);
    expect((await byLink(a.orderId, 'cancel', a.proof)).body.code).toBe('COD_LINK_EXPIRED');
    // The signed-in shopper can still confirm from their order page.
    const own = await t.call({ method: 'POST', url: `/api/v4/order/confirm-cod/${a.orderId}`, token: a.token });
    expect(own.body.data).toEqual({ orderId: a.orderId, codConfirmation: 'CONFIRMED', changed: true });
    expect((await viewByLink(a.orderId, a.proof)).body.data.state).toBe('CONFIRMED');
    // Another shopper cannot confirm it.
    const other = await t.call({ method: 'POST', url: `/api/v4/order/confirm-cod/${b.orderId}`, token: a.token });
    expect(other.status).toBe(404);
  });

  it('cancels by the link as the shopper does (stock back), and the link then says so', async () => {
    await confirmationOn();
    const o = await codOrder();
    expect(await stockOf(o.variant.id)).toBe(19);
    const cancelled = await byLink(o.orderId, 'cancel', o.proof);
    expect([cancelled.status, cancelled.body.data.state]).toEqual([200, 'CANCELLED']);
    expect((await orderRow(o.orderId)).status).toBe('CANCELLED_BY_USER');
    expect(await stockOf(o.variant.id)).toBe(20);
    expect((await byLink(o.orderId, 'cancel', o.proof)).body.data.state).toBe('CANCELLED');
    expect((await byLink(o.orderId, 'confirm', o.proof)).body.code).toBe('ORDER_CANCELLED');
    expect((await viewByLink(o.orderId, o.proof)).body.data.state).toBe('CANCELLED');
  });

  it('ends a confirm and a cancel racing in one consistent outcome', async () => {
    await confirmationOn();
    for (let round = 0; round < 3; round++) {
      const o = await codOrder();
      const [confirm, cancel] = await Promise.all([
        byLink(o.orderId, 'confirm', o.proof),
        byLink(o.orderId, 'cancel', o.proof),
      ]);
      const row = await orderRow(o.orderId);
      const stock = await stockOf(o.variant.id);
      if (row.status === 'CANCELLED_BY_USER') {
        expect(row.codConfirmation).toBe('AWAITING');
        expect(cancel.status).toBe(200);
        expect(confirm.body.code).toBe('ORDER_CANCELLED');
        expect(stock).toBe(20);
      } else {
        expect(row).toMatchObject({ status: 'CONFIRMED', codConfirmation: 'CONFIRMED' });
        expect(confirm.status).toBe(200);
        expect(cancel.body.code).toBe('COD_CONFIRMATION_NOT_NEEDED');
        expect(stock).toBe(19);
      }
    }
  });

  it('lets staff confirm for the shopper (audited); prepaid and phone orders never wait', async () => {
    await confirmationOn();
    const o = await codOrder();
    const res = await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${o.orderId}/cod-confirmation`,
      headers: AUTOMATION,
      payload: { note: 'Confirmed on a call' },
    });
    expect(res.body.data).toEqual({ orderId: o.orderId, codConfirmation: 'CONFIRMED', changed: true });
    expect((await orderRow(o.orderId)).codConfirmedBy).toMatch(/^operator:/);
    const audit = await t.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'adminConfirmCodOrder'));
    expect(audit.map((a) => a.target)).toContain(o.orderId);

    const online = await codOrder(['ONLINE']);
    expect((await orderRow(online.orderId)).codConfirmation).toBeNull();
    const notNeeded = await t.call({
      method: 'POST',
      url: `/api/v4/order/confirm-cod/${online.orderId}`,
      token: online.token,
    });
    expect(notNeeded.body.code).toBe('COD_CONFIRMATION_NOT_NEEDED');

    const phone = await t.call({
      method: 'POST',
      url: '/api/v4/admin/manual-orders',
      headers: AUTOMATION,
      payload: {
        phone: '9820077665',
        name: 'Lata Menon',
        address: {
          name: 'Lata Menon',
          address: '5, MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
          phone: '9820077665',
        },
        items: [{ productId: o.product.id, variantId: o.variant.id, quantity: 1 }],
        payment: 'COD',
      },
    });
    expect(phone.status).toBe(200);
    expect((await orderRow(phone.body.data.orderId)).codConfirmation).toBeNull();
  });
});
