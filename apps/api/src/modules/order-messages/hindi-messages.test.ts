import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/engagement.ts';
import { users } from '../../db/schema/users.ts';
import { advanceOrderStatus } from '../orders/orders.public.ts';
import { createUser } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createPlacedOrder } from '../../../test/payments-factories.ts';
import { createSimulatorTestApp } from '../../../test/payments-helpers.ts';
import { dispatchOutbox } from './outbox-dispatch.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createSimulatorTestApp());
});
afterAll(() => t.close());

describe("order messages in the shopper's language", () => {
  it('a Hindi shopper who switched by the profile call gets the shipped SMS, e-mail and notification in Hindi', async () => {
    const { user, token } = await createUser(t.ctx, { email: 'savita@example.in' });
    const switched = await t.call({
      method: 'POST',
      url: '/api/v4/user/update',
      headers: { authorization: `Bearer ${token}` },
      payload: { preferredLocale: 'hi' },
    });
    expect([switched.status, switched.body.data.preferredLocale]).toEqual([200, 'hi']);

    const order = await createPlacedOrder(t.ctx, user.id, { method: 'COD', status: 'READY_FOR_SHIPPING' });
    await advanceOrderStatus(t.ctx, { orderId: order.orderId, status: 'SHIPPED', actor: 'operator:test' });
    await dispatchOutbox(t.ctx, { batch: 500 });

    const sms = t.sms.texts.filter((m) => m.text.includes(order.orderId));
    expect(sms.map((m) => m.text)).toEqual([`Shringar: आपका ऑर्डर ${order.orderId} रास्ते में है।`]);
    expect(t.emails.sent.filter((m) => m.to === 'savita@example.in').map((m) => m.subject)).toEqual([
      `आपका ऑर्डर ${order.orderId} शिप हो गया है`,
    ]);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false)));
    expect([note!.title, note!.body]).toEqual([
      `आपका ऑर्डर ${order.orderId} शिप हो गया है`,
      `आपका ऑर्डर ${order.orderId} रास्ते में है।`,
    ]);
  });

  it('signing in on the Hindi page sends the OTP SMS in Hindi and makes Hindi the shopper’s language', async () => {
    const phoneNumber = '9876500137';
    const sent = await t.call({
      method: 'POST',
      url: '/api/v4/auth/user/send-otp',
      payload: { phoneNumber, locale: 'hi' },
    });
    expect(sent.status).toBe(200);
    expect(t.sms.sent.findLast((m) => m.phone === `+91${phoneNumber}`)?.locale).toBe('hi');
    const verified = await t.call({
      method: 'POST',
      url: '/api/v4/auth/user/verify-otp',
      payload: { phoneNumber, otp: t.sms.lastCode(phoneNumber), locale: 'hi' },
    });
    expect([verified.status, verified.body.data.user.preferredLocale]).toEqual([200, 'hi']);
  });

  it('an English shopper gets the spec’s English texts', async () => {
    const { user } = await createUser(t.ctx, { email: 'arjun@example.in' });
    const [stored] = await t.db.select({ locale: users.preferredLocale }).from(users).where(eq(users.id, user.id));
    expect(stored!.locale).toBe('en');
    const order = await createPlacedOrder(t.ctx, user.id, { method: 'COD', status: 'READY_FOR_SHIPPING' });
    await advanceOrderStatus(t.ctx, { orderId: order.orderId, status: 'SHIPPED', actor: 'operator:test' });
    await dispatchOutbox(t.ctx, { batch: 500 });
    expect(t.sms.texts.filter((m) => m.text.includes(order.orderId)).map((m) => m.text)).toEqual([
      `Shringar: Your order ${order.orderId} is on its way.`,
    ]);
  });
});
