import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasons } from '../../db/schema/content.ts';
import { notifications } from '../../db/schema/engagement.ts';
import { users } from '../../db/schema/users.ts';
import type { ConsoleWhatsAppSender } from '../../integrations/whatsapp/console-whatsapp-sender.ts';
import { advanceOrderStatus } from '../orders/orders.public.ts';
import { invalidateSettings } from '../settings/settings.public.ts';
import { overrideSettings } from '../../../test/catalogue-factories.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { createPlacedOrder } from '../../../test/payments-factories.ts';
import { createSimulatorTestApp } from '../../../test/payments-helpers.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import { dispatchOutbox } from './outbox-dispatch.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createSimulatorTestApp());
});
afterAll(() => t.close());

const notesOf = (userId: number) =>
  t.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));

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

  it('a Hindi shopper’s order e-mail is Hindi throughout, its footer naming the live support channels', async () => {
    await overrideSettings(t.ctx, { callSupportNumber: '+91 22 4000 5555', isWhatsappSupportActive: false });
    invalidateSettings(t.ctx);
    const { user } = await createUser(t.ctx, { email: 'kavita@example.in', preferredLocale: 'hi' });
    const order = await createPlacedOrder(t.ctx, user.id, {
      method: 'COD',
      unitPricePaise: 129_900,
      quantity: 2,
      status: 'READY_FOR_SHIPPING',
    });
    await advanceOrderStatus(t.ctx, { orderId: order.orderId, status: 'SHIPPED', actor: 'operator:test' });
    await dispatchOutbox(t.ctx, { batch: 500 });

    const [mail] = t.emails.sent.filter((m) => m.to === 'kavita@example.in');
    expect(mail!.subject).toBe(`आपका ऑर्डर ${order.orderId} शिप हो गया है`);
    for (const part of [mail!.text, mail!.html]) {
      for (const hindi of [`ऑर्डर ${order.orderId}`, 'आइटम की कीमत', 'कुल राशि', 'डिलीवरी का पता', '₹2,598'])
        expect(part).toContain(hindi);
      expect(part).toContain(`मदद चाहिए? ईमेल ${t.ctx.config.STORE_EMAIL} · कॉल +912240005555`);
      expect(part).not.toContain('WhatsApp');
      for (const english of ['Items', 'Total', 'Delivering to', 'Phone ', 'Your order', 'View your order', 'Qty'])
        expect(part).not.toContain(english);
    }
    expect(mail!.html).toContain('<html lang="hi">');
    expect(mail!.text).toContain(', मात्रा 2: ₹2,598');
    await overrideSettings(t.ctx, {});
    invalidateSettings(t.ctx);
  });

  it('a Hindi shopper’s WhatsApp message goes in the templates’ Hindi translation when the settings name one', async () => {
    await overrideSettings(t.ctx, { whatsappTemplateLanguageHindi: 'hi' });
    invalidateSettings(t.ctx);
    const at = t.clock.now();
    const hindi = await createUser(t.ctx, { preferredLocale: 'hi', whatsappOptInAt: at });
    const english = await createUser(t.ctx, { whatsappOptInAt: at });
    const orders = [];
    for (const { user } of [hindi, english]) {
      const order = await createPlacedOrder(t.ctx, user.id, { method: 'COD', status: 'READY_FOR_SHIPPING' });
      await advanceOrderStatus(t.ctx, { orderId: order.orderId, status: 'SHIPPED', actor: 'operator:test' });
      orders.push(order.orderId);
    }
    await dispatchOutbox(t.ctx, { batch: 500 });
    const sent = (t.ctx.whatsapp as ConsoleWhatsAppSender).sent;
    const to = (phone: string) => sent.filter((m) => m.to === `+91${phone}` && m.template === 'order_shipped');
    expect(to(hindi.phone)).toEqual([
      expect.objectContaining({ language: 'hi', bodyParameters: [orders[0], `आपका ऑर्डर ${orders[0]} रास्ते में है।`] }),
    ]);
    expect(to(english.phone)).toEqual([expect.objectContaining({ language: 'en' })]);
    await overrideSettings(t.ctx, {});
    invalidateSettings(t.ctx);
  });

  it('a Hindi shopper reads the return decisions and the wallet refund in Hindi; an English one in English', async () => {
    const staff = (await createStaff(t, 'fulfilment')).cookie;
    const [reason] = await t.db.insert(reasons).values({ kind: 'RETURN', reason: 'Shade does not match' }).returning();
    const told: Record<string, Array<{ title: string; body: string }>> = {};
    for (const locale of ['hi', 'en'] as const) {
      const shopper = await createUser(t.ctx, { preferredLocale: locale });
      const { product, variants } = await createProduct(t.ctx);
      const order = await createOrder(t.ctx, {
        userId: shopper.user.id,
        status: 'DELIVERED',
        deliveredAt: t.clock.now(),
        paymentMethods: ['COD'],
        lines: [
          { productId: product.id, variantId: variants[0]!.id, quantity: 1, unitPricePaise: 59_900 },
          { productId: product.id, variantId: variants[0]!.id, quantity: 1, unitPricePaise: 59_900 },
        ],
      });
      const returnIds: number[] = [];
      for (const item of order.items) {
        const asked = await t.call({
          method: 'POST',
          url: '/api/v4/return/request',
          token: shopper.token,
          payload: { orderId: order.id, orderItemId: item.id, reasonId: reason!.id },
        });
        expect(asked.status, JSON.stringify(asked.body)).toBe(200);
        returnIds.push(asked.body.data.returnId);
      }
      const admin = (url: string, payload: object) =>
        t.call({ method: 'POST', url: `/api/v4/admin/returns/${url}`, headers: { cookie: staff }, payload });
      expect((await admin(`${returnIds[0]}/approve`, {})).status).toBe(200);
      expect((await admin(`${returnIds[0]}/refund`, { destination: 'WALLET' })).status).toBe(200);
      expect((await admin(`${returnIds[1]}/reject`, { reason: 'The seal is open' })).status).toBe(200);
      told[locale] = (await notesOf(shopper.user.id)).map((n) => ({ ...n, body: n.body.replace(order.id, 'ID') }));
    }
    expect(told.hi).toEqual([
      {
        title: 'वापसी मंज़ूर हो गई',
        body: 'ऑर्डर ID के Product line 1 की वापसी मंज़ूर हो गई है। कृपया इसे पिकअप के लिए पैक करके रखें।',
      },
      {
        title: 'रिफ़ंड आपके वॉलेट में आ गया',
        body: 'Product line 1 की वापसी (ऑर्डर ID) के ₹599 आपके Shringar वॉलेट में आ गए हैं।',
      },
      {
        title: 'वापसी स्वीकार नहीं हुई',
        body: 'माफ़ कीजिए, हम ऑर्डर ID के Product line 2 की वापसी स्वीकार नहीं कर सके: The seal is open',
      },
    ]);
    expect(told.en).toEqual([
      {
        title: 'Return approved',
        body: 'Your return of Product line 1 (order ID) is approved. Please keep it packed for pickup.',
      },
      {
        title: 'Refund added to your wallet',
        body: '₹599 for your return of Product line 1 (order ID) is in your Shringar wallet.',
      },
      {
        title: 'Return not accepted',
        body: 'We could not accept the return of Product line 2 (order ID): The seal is open',
      },
    ]);
  });
});
