import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { BENGALURU, createOrder, MUMBAI } from '../../../test/order-factory.ts';
import { createStaff } from '../../../test/staff-factories.ts';

describe('console order search', () => {
  let t: TestApp;
  let cookie: string;
  const ids: Record<string, string> = {};
  let asha: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await createStaff(t, 'support')).cookie;
    asha = await createUser(t.ctx, { name: 'Asha Rao' });
    const ravi = await createUser(t.ctx, { name: 'Ravi Kumar' });
    const day = 24 * 60 * 60 * 1000;
    const now = t.clock.now().getTime();
    ids.codOld = (
      await createOrder(t.ctx, {
        userId: asha.user.id,
        paymentMethods: ['COD'],
        paymentStatus: 'PENDING',
        address: MUMBAI,
        createdAt: new Date(now - 3 * day),
      })
    ).id;
    ids.online = (await createOrder(t.ctx, { userId: ravi.user.id, address: BENGALURU, createdAt: new Date(now) })).id;
    ids.wallet = (
      await createOrder(t.ctx, {
        userId: ravi.user.id,
        paymentMethods: ['WALLET', 'COD'],
        paymentStatus: 'PENDING',
        address: BENGALURU,
        createdAt: new Date(now - day),
      })
    ).id;
    ids.draft = (await createOrder(t.ctx, { userId: asha.user.id, isDraft: true })).id;
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `/api/v4/admin/orders?${query}`, headers: { cookie } });
    return res;
  };
  const idsOf = async (query: string) =>
    (await search(query)).body.data.items.map((o: { id: string }) => o.id) as string[];

  it('lists placed orders newest first, never drafts, with their customer and totals', async () => {
    const res = await search('');
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((o: { id: string }) => o.id)).toEqual([ids.online, ids.wallet, ids.codOld]);
    expect(res.body.data.items[2]).toMatchObject({
      customerName: 'Asha Rao',
      phone: asha.phone,
      pincode: MUMBAI.pincode,
      paymentMethods: ['COD'],
      status: 'ORDERED',
    });
    expect(res.body.data.items[2].itemCount).toBeGreaterThan(0);
    expect(res.body.data.pagination).toMatchObject({ totalItems: 3, totalPages: 1 });
  });

  it('filters by status, payment method, pincode, phone, id, dates, and sorts', async () => {
    expect(await idsOf('paymentMethod=COD')).toEqual([ids.wallet, ids.codOld]);
    expect(await idsOf('paymentMethod=WALLET')).toEqual([ids.wallet]);
    expect(await idsOf(`pincode=${BENGALURU.pincode}`)).toEqual([ids.online, ids.wallet]);
    expect(await idsOf(`phone=${asha.phone}`)).toEqual([ids.codOld]);
    expect(await idsOf(`q=${asha.phone}`)).toEqual([ids.codOld]);
    expect(await idsOf(`q=${ids.online!.slice(0, 8).toLowerCase()}`)).toEqual([ids.online]);
    expect(await idsOf('status=DELIVERED')).toEqual([]);
    const ist = (ms: number) => new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 10);
    const today = ist(t.clock.now().getTime());
    expect(await idsOf(`from=${today}&to=${today}`)).toEqual([ids.online]);
    expect(await idsOf(`to=${ist(t.clock.now().getTime() - 2 * 86_400_000)}`)).toEqual([ids.codOld]);
    expect(await idsOf('sort=oldest')).toEqual([ids.codOld, ids.wallet, ids.online]);
    expect((await idsOf('itemsPerPage=2&page=2')).length).toBe(1);
  });

  it('names the field of a bad filter', async () => {
    for (const [query, message] of [
      ['pincode=4000', 'Pincode must be 6 digits'],
      ['status=LOST', /^status must be one of/],
      ['from=2026/01/01', 'from must be a date like 2026-11-30'],
      ['sort=cheapest', /^sort must be one of/],
    ] as const) {
      const res = await search(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });
});
