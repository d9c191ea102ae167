import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { currentIfMatch } from '../../../test/current-version.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { coupons } from '../../db/schema/shopping.ts';

/** The test clock starts on 2026-01-15 at 12:00 India time. */
const base = {
  code: 'diwali20',
  description: '20% off up to ₹150',
  kind: 'PERCENT',
  value: 20,
  minOrder: 499,
  maxDiscount: 150,
  startsOn: '2026-01-10',
  endsOn: '2026-01-31',
  usageLimit: 100,
  perUserLimit: 1,
};

describe('console: coupons', () => {
  let t: TestApp;
  let cookie: string;
  let fulfilment: string;
  let shopper: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await createStaff(t, 'catalogue')).cookie;
    fulfilment = (await createStaff(t, 'fulfilment')).cookie;
    shopper = (await createUser(t.ctx)).token;
  });
  afterAll(() => t.close());

  const admin = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie) => {
    const edit = method === 'PUT' ? await currentIfMatch(t, as, `/api/v4/admin${url}`) : {};
    return t.call({
      method,
      url: `/api/v4/admin${url}`,
      headers: { cookie: as, ...edit },
      ...(payload ? { payload } : {}),
    });
  };
  const validate = (couponCode: string, orderValue: number) =>
    t.call({
      method: 'POST',
      url: '/api/v4/coupon-code/validate',
      token: shopper,
      payload: { couponCode, orderValue },
    });

  it('creates a coupon in rupees and percent that the checkout applies with every rule', async () => {
    const created = await admin('POST', '/coupons', base);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      code: 'DIWALI20',
      value: 20,
      minOrder: 499,
      maxDiscount: 150,
      startsOn: '2026-01-10',
      endsOn: '2026-01-31',
      usedCount: 0,
      state: 'live',
    });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'DIWALI20'));
    expect(row).toMatchObject({ value: 2000, minOrderPaise: 49_900, maxDiscountPaise: 15_000, usageLimit: 100 });
    expect(row!.startsAt.toISOString()).toBe('2026-01-09T18:30:00.000Z');
    expect(row!.endsAt!.toISOString()).toBe('2026-01-31T18:30:00.000Z');

    expect((await validate('diwali20', 600)).body.data.discount_amount).toBe(120);
    expect((await validate('diwali20', 1000)).body.data.discount_amount).toBe(150);
    expect((await validate('diwali20', 400)).body.code).toBe('COUPON_MINIMUM_NOT_MET');

    const audit = (
      await t.db
        .select()
        .from(operatorAuditLog)
        .where(eq(operatorAuditLog.action, 'adminCreateCoupon'))
        .orderBy(desc(operatorAuditLog.id))
    )[0];
    expect(audit).toMatchObject({
      target: 'DIWALI20',
      before: null,
      after: expect.objectContaining({ code: 'DIWALI20' }),
    });
  });

  it('names the field of every refusal', async () => {
    const cases: [object, string][] = [
      [{ code: 'a b' }, 'code'],
      [{ kind: 'BOGO' }, 'kind'],
      [{ value: 0 }, 'value'],
      [{ value: 120 }, 'value'],
      [{ value: 10.555 }, 'value'],
      [{ minOrder: -1 }, 'minOrder'],
      [{ maxDiscount: 0 }, 'maxDiscount'],
      [{ startsOn: '2026-02-30' }, 'startsOn'],
      [{ endsOn: '2026-01-01' }, 'endsOn'],
      [{ usageLimit: 0 }, 'usageLimit'],
      [{ usageLimit: 2, perUserLimit: 3 }, 'perUserLimit'],
      [{ description: '' }, 'description'],
    ];
    for (const [change, field] of cases) {
      const res = await admin('POST', '/coupons', { ...base, code: 'NEWCODE', ...change });
      expect([res.status, res.body.errors?.[0]?.field], JSON.stringify(change)).toEqual([400, field]);
    }
    const taken = await admin('POST', '/coupons', base);
    expect([taken.status, taken.body.code, taken.body.errors[0].field]).toEqual([409, 'COUPON_CODE_TAKEN', 'code']);
    const denied = await admin('GET', '/coupons', undefined, fulfilment);
    expect([denied.status, denied.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });

  it('edits and deactivates a coupon; the checkout refuses it then, and the list shows where each stands', async () => {
    const flat = await admin('POST', '/coupons', {
      ...base,
      code: 'FLAT100',
      kind: 'FLAT',
      value: 100,
      maxDiscount: null,
      startsOn: '2026-02-01',
      endsOn: null,
      usageLimit: null,
      perUserLimit: null,
    });
    expect(flat.body.data).toMatchObject({ state: 'scheduled', endsOn: null, usageLimit: null });
    expect((await validate('FLAT100', 600)).body.code).toBe('COUPON_INVALID');
    const id = flat.body.data.id;
    const now = await admin('PUT', `/coupons/${id}`, {
      ...base,
      code: 'FLAT100',
      kind: 'FLAT',
      value: 75,
      maxDiscount: null,
      startsOn: '2026-01-15',
      endsOn: '2026-01-15',
    });
    expect(now.body.data).toMatchObject({ state: 'live', value: 75, endsOn: '2026-01-15' });
    expect((await validate('FLAT100', 600)).body.data.discount_amount).toBe(75);

    const off = await admin('PUT', `/coupons/${id}`, {
      ...base,
      code: 'FLAT100',
      kind: 'FLAT',
      value: 75,
      maxDiscount: null,
      startsOn: '2026-01-15',
      endsOn: '2026-01-15',
      isActive: false,
    });
    expect(off.body.data.state).toBe('inactive');
    expect((await validate('FLAT100', 600)).body.code).toBe('COUPON_INVALID');
    const audit = (
      await t.db
        .select()
        .from(operatorAuditLog)
        .where(eq(operatorAuditLog.action, 'adminUpdateCoupon'))
        .orderBy(desc(operatorAuditLog.id))
    )[0];
    expect([audit!.before, audit!.after]).toEqual([
      expect.objectContaining({ isActive: true, value: 75 }),
      expect.objectContaining({ isActive: false }),
    ]);

    const list = (await admin('GET', '/coupons')).body.data as { code: string; state: string }[];
    expect(list.map((c) => [c.code, c.state])).toEqual([
      ['DIWALI20', 'live'],
      ['FLAT100', 'inactive'],
    ]);
    expect((await admin('PUT', '/coupons/999999', base)).body.code).toBe('COUPON_NOT_FOUND');
  });

  it('shows the use count and will not set the limit below it', async () => {
    await t.db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.code, 'DIWALI20'));
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'DIWALI20'));
    const listed = (await admin('GET', '/coupons')).body.data.find((c: { code: string }) => c.code === 'DIWALI20');
    expect(listed.usedCount).toBe(3);
    const below = await admin('PUT', `/coupons/${row!.id}`, { ...base, usageLimit: 2, perUserLimit: 1 });
    expect(below.body.errors[0]).toMatchObject({ field: 'usageLimit' });
    expect(below.body.message).toMatch(/used 3 times/);
    const exact = await admin('PUT', `/coupons/${row!.id}`, { ...base, usageLimit: 3 });
    expect(exact.body.data).toMatchObject({ usageLimit: 3, state: 'used-up' });
  });
});
