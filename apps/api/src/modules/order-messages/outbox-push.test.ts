import { asc, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPushSubscriptions } from '../../db/schema/engagement.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { advanceOrderStatus } from '../orders/orders.public.ts';
import { createUser, signInAnotherDevice } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { startTestPushService, type TestBrowserSubscription } from '../../../test/push-service.ts';
import { dispatchOutbox } from './outbox-dispatch.ts';

/*
 * Order updates by Web Push, end to end against a local push service: the subscription saved through the
 * save-token call, a `push` outbox row per signed-in device, the POST web-push makes (VAPID-signed, aes128gcm,
 * decrypted here with the browser's keys), and a subscription the push service says is gone forgotten.
 */
const vapid = webpush.generateVAPIDKeys();
let t: TestApp;
let push: Awaited<ReturnType<typeof startTestPushService>>;
beforeAll(async () => {
  push = await startTestPushService();
  t = await createTestApp({
    config: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, STORE_EMAIL: 'care@shop.test' },
  });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const save = (token: string, subscription: TestBrowserSubscription) =>
  t.call({
    method: 'POST',
    url: '/api/v4/fcm-token/save',
    token,
    payload: { token: subscription.endpoint, platform: 'web', subscription },
  });

async function shipped(userId: number) {
  const { id } = await createOrder(t.ctx, { userId, paymentMethods: ['COD'], paymentStatus: 'PENDING' });
  for (const status of ['CONFIRMED', 'PACKED', 'READY_FOR_SHIPPING', 'SHIPPED'] as const)
    await advanceOrderStatus(t.ctx, { orderId: id, status, actor: 'operator:test' });
  return id;
}

const pushRows = (orderId: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.orderId, orderId))
    .orderBy(asc(outboxMessages.id))
    .then((rows) => rows.filter((r) => r.channel === 'push'));

async function dispatchAll() {
  while ((await dispatchOutbox(t.ctx, { batch: 100 })).sent > 0);
}

describe('order updates by web push', () => {
  it('serves the public VAPID key, never the private one', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/push/public-key' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ publicKey: vapid.publicKey });
    expect(JSON.stringify(res.body)).not.toContain(vapid.privateKey);
  });

  it('delivers the shipped message to every signed-in device of the shopper, VAPID-signed and encrypted', async () => {
    const { user, token } = await createUser(t.ctx);
    const phone = push.subscribe('phone');
    const laptop = push.subscribe('laptop');
    const second = await signInAnotherDevice(t.ctx, user.id);
    expect((await save(token, phone)).status).toBe(200);
    expect((await save(second.token, laptop)).status).toBe(200);
    expect((await save(token, phone)).status).toBe(200); // saved again: still one row
    const saved = await t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, user.id));
    expect(saved.map((s) => s.endpoint).sort()).toEqual([laptop.endpoint, phone.endpoint].sort());

    const orderId = await shipped(user.id);
    const rows = await pushRows(orderId);
    expect(rows.map((r) => [r.event, r.recipient]).sort()).toEqual(
      [
        ['shipped', laptop.endpoint],
        ['shipped', phone.endpoint],
      ].sort(),
    );
    await dispatchAll();
    expect(push.refused).toEqual([]);
    for (const device of [phone, laptop]) {
      const [got, ...more] = push.to(device.endpoint);
      expect(more).toEqual([]);
      expect(got!.vapid).toMatchObject({ publicKey: vapid.publicKey, sub: 'mailto:care@shop.test' });
      expect(got!.headers['content-encoding']).toBe('aes128gcm');
      expect(JSON.parse(got!.payload)).toEqual({
        title: `Your order ${orderId} has shipped`,
        body: expect.stringMatching(new RegExp(`^Your order ${orderId} is on its way\\. Tracking number: \\w+\\.$`)),
        url: `/order-details/${orderId}`,
        tag: `order-${orderId}`,
      });
    }
    expect((await pushRows(orderId)).map((r) => r.status)).toEqual(['SENT', 'SENT']);
  });

  it('a 410 from the push service forgets the subscription and ends the message without retrying', async () => {
    const { user, token } = await createUser(t.ctx);
    const kept = push.subscribe('kept');
    const gone = push.subscribe('gone');
    await save(token, kept);
    await save(token, gone);
    push.answer(gone.endpoint, 410);

    const orderId = await shipped(user.id);
    await dispatchAll();
    const rows = await pushRows(orderId);
    expect(rows.find((r) => r.recipient === kept.endpoint)?.status).toBe('SENT');
    expect(rows.find((r) => r.recipient === gone.endpoint)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: 'push subscription gone: forgotten',
    });
    const left = await t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, user.id));
    expect(left.map((s) => s.endpoint)).toEqual([kept.endpoint]);
    t.clock.advance(24 * 60 * 60_000);
    expect(await dispatchOutbox(t.ctx)).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('another failure of the push service is retried like any channel', async () => {
    const { user, token } = await createUser(t.ctx);
    const flaky = push.subscribe('flaky');
    await save(token, flaky);
    push.answer(flaky.endpoint, 503);
    const orderId = await shipped(user.id);
    await dispatchOutbox(t.ctx, { batch: 100 });
    const [row] = await pushRows(orderId);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'push service answered 503' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    push.answer(flaky.endpoint, 201);
    t.clock.advance(60_000);
    await dispatchAll();
    expect((await pushRows(orderId))[0]).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(push.to(flaky.endpoint)).toHaveLength(1);
  });

  it('a device that signed out, or turned push off, is sent nothing more', async () => {
    const { user, token } = await createUser(t.ctx);
    const other = await signInAnotherDevice(t.ctx, user.id);
    const signedOut = push.subscribe('signed-out');
    const off = push.subscribe('off');
    await save(token, signedOut);
    await save(other.token, off);
    expect((await t.call({ method: 'POST', url: '/api/v4/auth/user/logout', token })).status).toBe(200);
    const removed = await t.call({
      method: 'POST',
      url: '/api/v4/fcm-token/remove',
      token: other.token,
      payload: { token: off.endpoint },
    });
    expect(removed).toMatchObject({ status: 200, body: { data: { removed: true } } });

    const orderId = await shipped(user.id);
    expect(await pushRows(orderId)).toEqual([]);
  });

  it('refuses a subscription whose fields do not fit, naming the field', async () => {
    const { token } = await createUser(t.ctx);
    const s = push.subscribe('bad');
    const android = await t.call({
      method: 'POST',
      url: '/api/v4/fcm-token/save',
      token,
      payload: { token: s.endpoint, platform: 'android', subscription: s },
    });
    expect(android.status).toBe(400);
    expect(android.body.errors).toEqual([expect.objectContaining({ field: 'platform' })]);
    const noKeys = await save(token, { ...s, keys: { p256dh: s.keys.p256dh, auth: '' } });
    expect(noKeys.status).toBe(400);
    expect(JSON.stringify(noKeys.body.errors)).toContain('subscription.keys.auth');
    // An app's plain token is saved as before.
    const app = await t.call({
      method: 'POST',
      url: '/api/v4/fcm-token/save',
      token,
      payload: { token: 'fcm-device-token-1', platform: 'android' },
    });
    expect(app.status).toBe(200);
  });
});

describe('a store without VAPID keys', () => {
  it('answers a null public key and queues no pushes', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.call({ method: 'GET', url: '/api/v4/push/public-key' });
      expect(res.body.data).toEqual({ publicKey: null });
      const { user, token } = await createUser(plain.ctx);
      const s = push.subscribe('no-keys');
      await plain.call({
        method: 'POST',
        url: '/api/v4/fcm-token/save',
        token,
        payload: { token: s.endpoint, platform: 'web', subscription: s },
      });
      const { id } = await createOrder(plain.ctx, {
        userId: user.id,
        paymentMethods: ['COD'],
        paymentStatus: 'PENDING',
      });
      for (const status of ['CONFIRMED', 'PACKED', 'READY_FOR_SHIPPING', 'SHIPPED'] as const)
        await advanceOrderStatus(plain.ctx, { orderId: id, status, actor: 'operator:test' });
      const rows = await plain.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, id));
      expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'notification', 'sms']);
    } finally {
      await plain.close();
    }
  });
});
