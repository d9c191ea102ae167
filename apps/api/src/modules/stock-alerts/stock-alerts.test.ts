import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/engagement.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { ConsoleWhatsAppSender } from '../../integrations/whatsapp/console-whatsapp-sender.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import { createAddress } from '../../../test/checkout-factories.ts';
import { dispatchOutbox } from '../order-messages/order-messages.public.ts';
import { cancelOrder } from '../orders/orders.public.ts';
import { queueDueStockAlerts } from './stock-alert-dispatch.ts';

/*
 * 'Notify me' on an out-of-stock variant: when the stock comes back (here by the console's stock move) the
 * alert goes out once on the shopper's channels, and a later restock sends nothing unless they ask again.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createStaff(t, 'catalogue')).cookie;
}, 180_000);
afterAll(() => t.close());

const notifyMe = (token: string, variantId: number) =>
  t.call({ method: 'POST', url: '/api/v4/stock-alerts', token, payload: { variantId } });
const moveStock = (variantId: number, delta: number) =>
  t.call({
    method: 'POST',
    url: `/api/v4/admin/variants/${variantId}/stock`,
    headers: { cookie },
    payload: { delta, reason: delta > 0 ? 'Received from supplier' : 'Damaged in store' },
  });
/** The stock-alerts job's pass, then the outbox's, as the two jobs run them. */
async function runJobs() {
  const queued = await queueDueStockAlerts(t.ctx);
  while ((await dispatchOutbox(t.ctx)).sent > 0);
  return queued;
}
const alertsOf = (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId)));

async function soldOut() {
  const { product, variants } = await createProduct(t.ctx, {
    name: 'Kundan Jhumka',
    variants: [{ name: 'Gold', pricePaise: 59_900, basePricePaise: 79_900, stock: 0 }],
  });
  return { product, variant: variants[0]! };
}

describe('back-in-stock alerts', () => {
  it('a restock by a console stock move alerts once; a second restock does not, until the shopper asks again', async () => {
    const { product, variant } = await soldOut();
    const { user, token } = await createUser(t.ctx, { email: 'asha@example.in' });
    const asked = await notifyMe(token, variant.id);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('We will let you know when it is back in stock');
    expect(await notifyMe(token, variant.id)).toMatchObject({ status: 200 }); // asking twice is one alert

    expect(await runJobs()).toBe(0); // still out of stock
    expect((await moveStock(variant.id, 5)).status).toBe(200);
    expect(await runJobs()).toBe(1);
    const alerts = await alertsOf(user.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.title).toBe('Back in stock: Kundan Jhumka');
    expect(alerts[0]!.body).toBe(
      `Kundan Jhumka (Gold) is back in stock. Get yours before it sells out: /product/${product.id}`,
    );
    const rows = await t.db
      .select({ channel: outboxMessages.channel, orderId: outboxMessages.orderId })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, user.id), eq(outboxMessages.event, 'back_in_stock')));
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'notification', 'sms']);
    expect(rows.every((r) => r.orderId === null)).toBe(true);
    expect(t.emails.sent.filter((m) => m.to === 'asha@example.in').map((m) => m.subject)).toEqual([
      'Back in stock: Kundan Jhumka',
    ]);

    // Sold out and back again: the alert was sent, nothing more goes out.
    expect((await moveStock(variant.id, -5)).status).toBe(200);
    expect((await moveStock(variant.id, 3)).status).toBe(200);
    expect(await runJobs()).toBe(0);
    expect(await alertsOf(user.id)).toHaveLength(1);

    // Asked again while in stock: only the next return from 0 counts.
    expect((await notifyMe(token, variant.id)).status).toBe(200);
    expect(await runJobs()).toBe(0);
    expect((await moveStock(variant.id, -3)).status).toBe(200);
    expect((await moveStock(variant.id, 2)).status).toBe(200);
    expect(await runJobs()).toBe(1);
    expect(await alertsOf(user.id)).toHaveLength(2);
  });

  it("counts a restock by any path: a cancelled order's units coming back", async () => {
    const { product, variants } = await createProduct(t.ctx, {
      name: 'Matte Kajal',
      variants: [{ name: 'Black', pricePaise: 24_900, basePricePaise: 29_900, stock: 1 }],
    });
    const variant = variants[0]!;
    const buyer = await createUser(t.ctx);
    const address = await createAddress(t.ctx, buyer.user.id);
    const bought = await t.call({
      method: 'POST',
      url: '/api/v4/order/create',
      token: buyer.token,
      payload: {
        productId: product.id,
        variantId: variant.id,
        quantity: 1,
        paymentMethods: ['COD'],
        addressId: address.id,
      },
    });
    expect(bought.status).toBe(200);
    const waiting = await createUser(t.ctx);
    expect((await notifyMe(waiting.token, variant.id)).status).toBe(200);
    expect(await runJobs()).toBe(0);

    const orderId = bought.body.data.orderId as string;
    await cancelOrder(t.ctx, { orderId, userId: buyer.user.id, actor: `user:${buyer.user.id}` });
    expect(await runJobs()).toBe(1);
    expect((await alertsOf(waiting.user.id)).map((n) => n.title)).toEqual(['Back in stock: Matte Kajal']);
  });

  it('reaches an opted-in shopper on WhatsApp too, and refuses an unknown variant', async () => {
    const { variant } = await soldOut();
    const { token, user } = await createUser(t.ctx, { whatsappOptInAt: t.clock.now() });
    expect((await notifyMe(token, variant.id)).status).toBe(200);
    await moveStock(variant.id, 1);
    expect(await runJobs()).toBe(1);
    const sent = (t.ctx.whatsapp as ConsoleWhatsAppSender).sent.filter((m) => m.to === user.phone);
    expect(sent).toMatchObject([
      { template: 'back_in_stock', bodyParameters: ['Kundan Jhumka (Gold)', expect.any(String)] },
    ]);

    expect((await notifyMe(token, 2_000_000)).status).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: '/api/v4/stock-alerts', payload: { variantId: variant.id } })).status,
    ).toBe(401);
  });
});
