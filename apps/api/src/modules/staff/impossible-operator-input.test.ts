import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentIfMatch } from '../../../test/current-version.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStaff } from '../../../test/staff-factories.ts';

/**
 * Days that match YYYY-MM-DD but are not on the calendar, and rupee amounts finer than a paisa, are a 400 naming
 * the field on every operator endpoint: never a 500 from the database, never silently rounded or shifted.
 */
describe('impossible operator input', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = (await createStaff(t, 'owner')).cookie;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, extra = {}) =>
    t.call({ method, url: `/api/v4${url}`, headers: { cookie: owner, ...extra }, ...(payload ? { payload } : {}) });

  it('refuses days that do not exist, naming the field', async () => {
    for (const [url, message] of [
      ['/admin/orders?to=2026-13-45', 'to must be a real date (YYYY-MM-DD)'],
      ['/admin/orders?from=2026-02-30', 'from must be a real date (YYYY-MM-DD)'],
      ['/admin/returns?to=2026-13-45', 'to must be a real date (YYYY-MM-DD)'],
      ['/admin/returns?from=2026-02-30', 'from must be a real date (YYYY-MM-DD)'],
      ['/admin/audit?to=2025-02-29', 'to must be a real date (YYYY-MM-DD)'],
    ] as const) {
      const res = await call('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe(message);
    }
    // A leap day is a real day.
    expect((await call('GET', '/admin/orders?from=2028-02-29')).status).toBe(200);
    const coupon = await call('POST', '/admin/coupons', {
      code: 'LEAPLESS',
      description: 'Ten off',
      kind: 'FLAT',
      value: 10,
      startsOn: '2026-02-30',
    });
    expect(coupon.status).toBe(400);
    expect(coupon.body.message).toMatch(/startsOn must be a real date/);
  });

  it('refuses rupee amounts with more than two decimals or below a paisa, naming the field', async () => {
    for (const [method, url, payload, field] of [
      ['POST', '/admin/wallet/credit', { phone: '9820012345', amount: 1e-9, reason: 'Goodwill' }, 'amount'],
      ['POST', '/admin/orders/SHNOPE/refund', { amount: 0.001 }, 'amount'],
      ['POST', '/admin/customers/1/wallet', { type: 'CREDIT', amount: 1e-9, reason: 'Goodwill' }, 'amount'],
      ['PUT', '/admin/variants/1/price', { price: 10.001 }, 'price'],
      [
        'POST',
        '/admin/coupons',
        { code: 'TINY', description: 'Tiny', kind: 'FLAT', value: 10, minOrder: 0.001, startsOn: '2026-01-01' },
        'minOrder',
      ],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.status, url).toBe(400);
      // Named by its field, in the wording the form shows ('Amount' on the refund dialog, 'amount' elsewhere).
      expect(res.body.message.toLowerCase()).toContain(`${field.toLowerCase()} must have at most 2 decimals`);
    }
    const settings = await call(
      'PATCH',
      '/admin/settings',
      { deliveryCharge: 0.001 },
      await currentIfMatch(t, owner, '/api/v4/admin/settings'),
    );
    expect(settings.status).toBe(400);
    expect(settings.body.message).toBe('Delivery charge must have at most 2 decimals');
  });
});
