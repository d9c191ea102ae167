import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasons } from '../../db/schema/content.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('return requests', () => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof createUser>>;
  let returnReason: number;
  let cancelReason: number;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await createUser(t.ctx);
    const made = await t.db
      .insert(reasons)
      .values([
        { kind: 'RETURN', reason: 'Damaged product received' },
        { kind: 'CANCELLATION', reason: 'Ordered by mistake' },
      ])
      .returning();
    returnReason = made[0]!.id;
    cancelReason = made[1]!.id;
  });
  afterAll(() => t.close());

  const request = (payload: object, token = shopper.token) =>
    t.call({ method: 'POST', url: '/api/v4/return/request', token, payload });

  it('accepts one request per delivered item within the window, and closes the offer once all are asked', async () => {
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      status: 'DELIVERED',
      deliveredAt: t.clock.now(),
    });
    const item = order.items[0]!.id;
    const [a, b] = await Promise.all([
      request({ orderId: order.id, orderItemId: item, reasonId: returnReason, comment: 'Cap was broken' }),
      request({ orderId: order.id, orderItemId: item, reasonId: returnReason }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const okOne = a.status === 200 ? a : b;
    expect(okOne.body.data).toEqual({ returnId: expect.any(Number), status: 'REQUESTED', photoCount: 0 });
    expect((a.status === 409 ? a : b).body.code).toBe('RETURN_ALREADY_REQUESTED');
    const details = await t.call({ method: 'GET', url: `/api/v4/order/details/${order.id}`, token: shopper.token });
    expect(details.body.data.isReturnAvailable).toBe(false);
  });

  it('refuses before delivery and after the window, with a clear message', async () => {
    const notYet = await createOrder(t.ctx, { userId: shopper.user.id, status: 'SHIPPED' });
    const res = await request({ orderId: notYet.id, orderItemId: notYet.items[0]!.id, reasonId: returnReason });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This order can be returned once it is delivered');

    const old = await createOrder(t.ctx, {
      userId: shopper.user.id,
      status: 'DELIVERED',
      deliveredAt: new Date(t.clock.now().getTime() - 7 * DAY - 1000),
    });
    const late = await request({ orderId: old.id, orderItemId: old.items[0]!.id, reasonId: returnReason });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^The 7-day return window closed on \d+ \w+ 2026$/);
  });

  it('names the field for a bad reason or body, and hides other shoppers’ orders', async () => {
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      status: 'DELIVERED',
      deliveredAt: t.clock.now(),
    });
    const item = order.items[0]!.id;
    const wrongKind = await request({ orderId: order.id, orderItemId: item, reasonId: cancelReason });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body).toMatchObject({
      message: 'Please choose a valid return reason',
      errors: [{ field: 'reasonId' }],
    });
    const missing = await request({ orderId: order.id, orderItemId: item });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/reasonId/);
    const fractional = await request({ orderId: order.id, orderItemId: 1.5, reasonId: returnReason });
    expect(fractional.status).toBe(400);
    expect(fractional.body.message).toMatch(/orderItemId/);

    const other = await createUser(t.ctx);
    const theirs = await request({ orderId: order.id, orderItemId: item, reasonId: returnReason }, other.token);
    expect(theirs.status).toBe(404);
    const otherItem = await createOrder(t.ctx, {
      userId: shopper.user.id,
      status: 'DELIVERED',
      deliveredAt: t.clock.now(),
    });
    const mismatched = await request({
      orderId: order.id,
      orderItemId: otherItem.items[0]!.id,
      reasonId: returnReason,
    });
    expect(mismatched.status).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/v4/return/request', payload: {} })).status).toBe(401);
  });
});
