import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleWhatsAppSender } from '../../integrations/whatsapp/console-whatsapp-sender.ts';
import { checkoutHelpers } from '../../../test/checkout-factories.ts';
import { overrideSettings } from '../../../test/catalogue-factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { advanceOrderStatus } from '../orders/orders.public.ts';
import { invalidateSettings } from '../settings/settings.public.ts';
import { dispatchOutbox } from './outbox-dispatch.ts';

/*
 * WhatsApp is a channel for shoppers who said yes in their profile: their order's events reach the console
 * sender's log through the template the settings name; a shopper who did not opt in gets no WhatsApp message.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const { shopper, orderCart } = checkoutHelpers(() => t);
const whatsappLog = () => (t.ctx.whatsapp as ConsoleWhatsAppSender).sent;

async function shippedOrder(optIn: boolean) {
  const s = await shopper({ qty: 1 });
  if (optIn) {
    const answer = await t.call({
      method: 'POST',
      url: '/api/v4/user/update',
      token: s.token,
      payload: { whatsappOrderUpdates: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.whatsappOrderUpdates).toBe(true);
    expect(answer.body.data.whatsappOptInAt).toBe(t.clock.now().toISOString());
  }
  const placed = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
  expect(placed.status).toBe(200);
  const orderId = placed.body.data.orderId as string;
  for (const status of ['CONFIRMED', 'PACKED', 'READY_FOR_SHIPPING', 'SHIPPED'] as const)
    await advanceOrderStatus(t.ctx, { orderId, status, actor: 'operator:test' });
  while ((await dispatchOutbox(t.ctx)).sent > 0);
  return { phone: `+91${s.phone}`, orderId };
}

describe('WhatsApp order updates', () => {
  it("an opted-in shopper's shipped order is in the console sender's log with the shipped template", async () => {
    const { phone, orderId } = await shippedOrder(true);
    const mine = whatsappLog().filter((m) => m.to === phone);
    expect(mine.map((m) => m.template).sort()).toEqual(['order_placed', 'order_shipped']);
    expect(mine.find((m) => m.template === 'order_shipped')).toEqual({
      to: phone,
      template: 'order_shipped',
      language: 'en',
      bodyParameters: [orderId, `Your order ${orderId} is on its way.`],
    });
  });

  it('a shopper who did not opt in gets none', async () => {
    const { phone } = await shippedOrder(false);
    expect(whatsappLog().filter((m) => m.to === phone)).toEqual([]);
  });

  it('switching off forgets the consent; the settings name the templates, and the public settings never show them', async () => {
    const s = await shopper();
    const on = { method: 'POST' as const, url: '/api/v4/user/update', token: s.token };
    await t.call({ ...on, payload: { whatsappOrderUpdates: true } });
    const off = await t.call({ ...on, payload: { whatsappOrderUpdates: false } });
    expect(off.body.data).toMatchObject({ whatsappOrderUpdates: false, whatsappOptInAt: null });

    await overrideSettings(t.ctx, { whatsappTemplateShipped: 'parcel_on_its_way', whatsappTemplateLanguage: 'en_US' });
    invalidateSettings(t.ctx);
    const { phone } = await shippedOrder(true);
    expect(whatsappLog().filter((m) => m.to === phone && m.template === 'parcel_on_its_way')).toMatchObject([
      { language: 'en_US' },
    ]);
    const publicAnswer = JSON.stringify((await t.call({ method: 'GET', url: '/api/v4/settings' })).body);
    expect(publicAnswer).not.toMatch(/whatsappTemplate|parcel_on_its_way/);
  });
});
