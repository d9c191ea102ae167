import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/users.ts';

const valid = {
  name: 'Priya Sharma',
  address: '12 MG Road, Flat 4B',
  state: 'Maharashtra',
  city: 'Mumbai',
  pincode: '400001',
  phone: '9876543210',
  landmark: 'Near the post office',
};

describe('addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (token: string, payload: object) =>
    t.call({ method: 'POST', url: '/api/v4/address/', token, payload });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v4/address' })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/v4/address', payload: {} })).status).toBe(401);
  });

  it('creates, lists, reads, updates and deletes, trimming values; the first address is selected', async () => {
    const { user, token } = await createUser(t.ctx);
    const created = await create(token, {
      ...valid,
      name: '  Priya Sharma ',
      pincode: 400001,
      phone: ' 9876543210 ',
      landmark: '  ',
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Address added successfully!');
    const a = created.body.data;
    expect(a).toMatchObject({ ...valid, landmark: null, isSelected: true });

    const second = (await create(token, { ...valid, city: 'Pune', pincode: '411001' })).body.data;
    expect(second.isSelected).toBe(false);

    const list = await t.call({ method: 'GET', url: '/api/v4/address/', token });
    expect(list.body.data.map((x: any) => [x.id, x.isSelected])).toEqual([
      [a.id, true],
      [second.id, false],
    ]);
    expect((await t.call({ method: 'GET', url: `/api/v4/address/${second.id}`, token })).body.data.city).toBe('Pune');

    const updated = await t.call({
      method: 'PUT',
      url: `/api/v4/address/${second.id}`,
      token,
      payload: { ...valid, city: 'Thane', pincode: '400601' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ city: 'Thane', pincode: '400601', isSelected: false });

    const selected = await t.call({ method: 'POST', url: `/api/v4/address/select/${second.id}`, token });
    expect(selected.status).toBe(200);
    expect(selected.body.data.isSelected).toBe(true);
    const [u] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.selectedAddressId).toBe(second.id);

    // Deleting the selected address clears the selection.
    const del = await t.call({ method: 'DELETE', url: `/api/v4/address/${second.id}`, token });
    expect(del.status).toBe(200);
    const me = await t.call({ method: 'GET', url: '/api/v4/user', token });
    expect(me.body.data.selectedAddress).toBeNull();
    expect((await t.call({ method: 'GET', url: `/api/v4/address/${second.id}`, token })).status).toBe(404);
  });

  it.each([
    [{}, 'Name is required'],
    [{ ...valid, name: '   ' }, 'Name is required'],
    [{ ...valid, address: '' }, 'Address is required'],
    [{ ...valid, state: undefined }, 'State is required'],
    [{ ...valid, city: ' ' }, 'City is required'],
    [{ ...valid, pincode: '' }, 'Pincode is required'],
    [{ ...valid, phone: '' }, 'Phone is required'],
    [{ ...valid, pincode: '4000' }, 'Pincode must be 6 digits'],
    [{ ...valid, pincode: '40000A' }, 'Pincode must be 6 digits'],
    [{ ...valid, phone: '98765' }, 'Phone number must be 10 digits'],
    [{ ...valid, phone: '98765432101' }, 'Phone number must be 10 digits'],
    // The spec's order: every blank field first, then the pincode, then the phone.
    [{ ...valid, pincode: '12', phone: '' }, 'Phone is required'],
    [{ ...valid, pincode: '12', phone: '12' }, 'Pincode must be 6 digits'],
    [{ ...valid, city: '', pincode: '12' }, 'City is required'],
    [{ ...valid, pincode: '000000' }, 'Please enter a valid pincode'],
    [{ ...valid, pincode: '999999' }, 'Please enter a valid pincode'],
  ])('refuses %j with %s', async (payload, message) => {
    const { token } = await createUser(t.ctx);
    const res = await create(token, payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("hides user A's address from user B: read, update, delete and select are all 404", async () => {
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    const id = (await create(a.token, valid)).body.data.id;
    const attempts = [
      { method: 'GET' as const, url: `/api/v4/address/${id}` },
      { method: 'PUT' as const, url: `/api/v4/address/${id}`, payload: { ...valid, name: 'Hijacked' } },
      { method: 'DELETE' as const, url: `/api/v4/address/${id}` },
      { method: 'POST' as const, url: `/api/v4/address/select/${id}` },
    ];
    for (const attempt of attempts) {
      const res = await t.call({ ...attempt, token: b.token });
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    }
    const still = await t.call({ method: 'GET', url: `/api/v4/address/${id}`, token: a.token });
    expect(still.body.data.name).toBe(valid.name);
    expect((await t.call({ method: 'GET', url: '/api/v4/address', token: b.token })).body.data).toEqual([]);
    const [ub] = await t.db.select().from(users).where(eq(users.id, b.user.id));
    expect(ub!.selectedAddressId).toBeNull();
  });

  it('answers bad ids with 400 and unknown ones with 404', async () => {
    const { token } = await createUser(t.ctx);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await t.call({ method: 'GET', url: `/api/v4/address/${id}`, token })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v4/address/2147483000', token })).status).toBe(404);
  });

  it('caps a shopper at 20 addresses, even under parallel creates', async () => {
    const { token } = await createUser(t.ctx);
    const results = await Promise.all(Array.from({ length: 24 }, () => create(token, valid)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.body.message).toBe('You can save up to 20 addresses');
  });
});
