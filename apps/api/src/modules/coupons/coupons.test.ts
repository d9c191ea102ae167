import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon } from '../../../test/checkout-factories.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { orders } from '../../db/schema/orders.ts';
import { couponDiscountPaise } from './coupon-rules.ts';

describe('coupon discount', () => {
  it('takes a percent capped by the maximum, or a flat amount, never above the order value', () => {
    expect(couponDiscountPaise({ kind: 'PERCENT', value: 1500, maxDiscountPaise: null }, 100_000)).toBe(15_000);
    expect(couponDiscountPaise({ kind: 'PERCENT', value: 1500, maxDiscountPaise: 10_000 }, 100_000)).toBe(10_000);
    expect(couponDiscountPaise({ kind: 'PERCENT', value: 333, maxDiscountPaise: null }, 999)).toBe(33);
    expect(couponDiscountPaise({ kind: 'FLAT', value: 20_000, maxDiscountPaise: null }, 50_000)).toBe(20_000);
    expect(couponDiscountPaise({ kind: 'FLAT', value: 20_000, maxDiscountPaise: null }, 15_000)).toBe(15_000);
  });
});

describe('POST /coupon-code/validate', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({
      token,
      user: { id: userId },
    } = await createUser(t.ctx));
  });
  afterAll(() => t.close());

  const validate = (payload: object, tok = token) =>
    t.call({ method: 'POST', url: '/api/v4/coupon-code/validate', token: tok, payload });

  it('needs sign-in', async () => {
    expect((await t.call({ method: 'POST', url: '/api/v4/coupon-code/validate', payload: {} })).status).toBe(401);
  });

  it('applies a percent coupon, trimming and upper-casing the code, with either field name', async () => {
    const c = await createCoupon(t.ctx, {
      code: 'GLOW15',
      kind: 'PERCENT',
      value: 1500,
      maxDiscountPaise: 10_000,
      description: '15% off up to ₹100',
    });
    const res = await validate({ couponCode: '  glow15 ', orderValue: 400 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { code: c.code, discount_amount: 60, description: '15% off up to ₹100' },
    });
    expect((await validate({ code: 'Glow15', orderValue: 1000 })).body.data.discount_amount).toBe(100);
  });

  it('applies a flat coupon', async () => {
    await createCoupon(t.ctx, { code: 'FLAT50', kind: 'FLAT', value: 5000 });
    expect((await validate({ couponCode: 'FLAT50', orderValue: 349 })).body.data.discount_amount).toBe(50);
  });

  it("says 'Invalid or expired coupon' for unknown, inactive, not yet started and ended coupons", async () => {
    await createCoupon(t.ctx, { code: 'OFF1', isActive: false });
    await createCoupon(t.ctx, { code: 'SOON1', startsAt: new Date('2026-02-01T00:00:00Z') });
    await createCoupon(t.ctx, { code: 'GONE1', endsAt: new Date('2026-01-10T00:00:00Z') });
    for (const code of ['NOPE', 'OFF1', 'SOON1', 'GONE1']) {
      const res = await validate({ couponCode: code, orderValue: 500 });
      expect(res.status, code).toBe(400);
      expect(res.body.message).toBe('Invalid or expired coupon');
    }
  });

  it('follows the clock for the validity window', async () => {
    await createCoupon(t.ctx, { code: 'WINDOW1', endsAt: new Date('2026-01-20T00:00:00Z') });
    expect((await validate({ couponCode: 'WINDOW1', orderValue: 500 })).status).toBe(200);
    t.clock.set('2026-01-21T00:00:00Z');
    expect((await validate({ couponCode: 'WINDOW1', orderValue: 500 })).status).toBe(400);
    t.clock.set('2026-01-15T06:30:00.000Z');
  });

  it('names the minimum order value', async () => {
    await createCoupon(t.ctx, { code: 'MIN499', minOrderPaise: 49_900 });
    const res = await validate({ couponCode: 'MIN499', orderValue: 300 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Minimum order value of ₹499 required');
    expect((await validate({ couponCode: 'MIN499', orderValue: 499 })).status).toBe(200);
  });

  it('refuses an exhausted coupon, one the shopper used up, and a first-order coupon after an order', async () => {
    await createCoupon(t.ctx, { code: 'ALLGONE', usageLimit: 5, usedCount: 5 });
    expect((await validate({ couponCode: 'ALLGONE', orderValue: 500 })).body.message).toBe(
      'This coupon has reached its usage limit',
    );

    const once = await createCoupon(t.ctx, { code: 'ONCEEACH', perUserLimit: 1 });
    const first = await createCoupon(t.ctx, { code: 'FIRSTBUY', firstOrderOnly: true });
    expect((await validate({ couponCode: 'FIRSTBUY', orderValue: 500 })).status).toBe(200);
    await t.db.insert(orders).values({
      id: 'SHTESTCOUPON1',
      userId,
      paymentMethods: ['COD'],
      itemsBasePaise: 50_000,
      itemsPricePaise: 50_000,
      totalPaise: 45_000,
      remainingPaise: 45_000,
      couponId: once.id,
      couponCode: once.code,
      couponDiscountPaise: 5_000,
      address: {
        name: 'A',
        address: 'B',
        city: 'C',
        state: 'D',
        pincode: '560001',
        landmark: null,
        phone: '9876543210',
      },
    });
    const used = await validate({ couponCode: 'ONCEEACH', orderValue: 500 });
    expect(used.status).toBe(400);
    expect(used.body.message).toBe('You have already used this coupon');
    expect((await validate({ couponCode: first.code, orderValue: 500 })).body.message).toBe(
      'This coupon is valid on your first order only',
    );
    // Another shopper is not affected by this one's use.
    const other = await createUser(t.ctx);
    expect((await validate({ couponCode: 'ONCEEACH', orderValue: 500 }, other.token)).status).toBe(200);
  });

  it('refuses an empty code and a bad order value with a message naming the field', async () => {
    const empty = await validate({ couponCode: '   ', orderValue: 500 });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please enter a coupon code');
    for (const orderValue of [-1, 'abc', null]) {
      const res = await validate({ couponCode: 'FLAT50', orderValue });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/orderValue/);
    }
  });
});
