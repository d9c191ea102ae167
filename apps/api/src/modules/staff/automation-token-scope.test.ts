import { AUTOMATION_GRANTABLE } from '@shringar/contracts/staff-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { AUTOMATION, createStaff } from '../../../test/staff-factories.ts';

/** What the automation token (OPERATOR_TOKEN) may do once a store has staff, and what owners may grant it. */
describe('the automation token’s scope', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createStaff>>;
  let support: Awaited<ReturnType<typeof createStaff>>;
  beforeAll(async () => {
    t = await createTestApp({ config: { OPERATOR_FAILURE_DELAY_MS: '0' } });
    owner = await createStaff(t, 'owner');
    support = await createStaff(t, 'support');
  });
  afterAll(() => t.close());

  const asToken = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, ip = '192.0.2.10') =>
    t.call({ method, url: `/api/v4${url}`, headers: AUTOMATION, remoteAddress: ip, ...(payload ? { payload } : {}) });
  const asOwner = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.call({ method, url: `/api/v4${url}`, headers: { cookie: owner.cookie }, ...(payload ? { payload } : {}) });

  it('never creates, changes or disables staff, reads the audit log or grants itself anything', async () => {
    const refused = [
      await asToken('GET', '/admin/staff'),
      await asToken('POST', '/admin/staff', { email: 'new-owner@evil.test', name: 'New Owner', role: 'owner' }),
      await asToken('PATCH', `/admin/staff/${owner.id}`, { status: 'disabled' }),
      await asToken('PATCH', `/admin/staff/${support.id}`, { role: 'owner' }),
      await asToken('GET', '/admin/audit'),
      await asToken('GET', '/admin/automation/permissions'),
      await asToken('PUT', '/admin/automation/permissions', { granted: ['settings.manage'] }),
    ];
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(Array(7).fill([403, 'PERMISSION_DENIED']));
    const session = await t.call({ method: 'GET', url: '/api/v4/admin/session', headers: { cookie: owner.cookie } });
    expect(session.body.data.staff.status).toBe('active');
  });

  it('does what an owner grants it (settings: close the store, switch COD off), until it is taken back', async () => {
    expect((await asToken('PATCH', '/admin/settings', { isCodAvailable: false })).status).toBe(403);
    const view = await asOwner('GET', '/admin/automation/permissions');
    expect(view.body.data).toEqual({
      always: [
        'orders.read',
        'orders.manage',
        'orders.refund',
        'customers.read',
        'customers.wallet',
        'customers.notify',
      ],
      granted: [],
      grantable: [...AUTOMATION_GRANTABLE],
    });
    expect(AUTOMATION_GRANTABLE).not.toContain('staff.manage');
    expect(AUTOMATION_GRANTABLE).not.toContain('audit.read');

    const granted = await asOwner('PUT', '/admin/automation/permissions', { granted: ['settings.manage'] });
    expect(granted.status).toBe(200);
    expect(granted.body.data.granted).toEqual(['settings.manage']);
    const closed = await asToken('PATCH', '/admin/settings', { isAppActive: false, isCodAvailable: false });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.settings).toMatchObject({ isAppActive: false, isCodAvailable: false });
    // Still nothing about staff.
    expect((await asToken('GET', '/admin/staff')).status).toBe(403);

    const taken = await asOwner('PUT', '/admin/automation/permissions', { granted: [] });
    expect(taken.body.data.granted).toEqual([]);
    expect((await asToken('PATCH', '/admin/settings', { isAppActive: true })).status).toBe(403);
  });

  it('refuses to grant the console’s own keys, and a non-owner cannot grant at all', async () => {
    for (const permission of ['staff.manage', 'audit.read', 'console']) {
      const res = await asOwner('PUT', '/admin/automation/permissions', { granted: [permission] });
      expect(res.status, permission).toBe(400);
    }
    const bySupport = await t.call({
      method: 'PUT',
      url: '/api/v4/admin/automation/permissions',
      headers: { cookie: support.cookie },
      payload: { granted: ['settings.manage'] },
    });
    expect([bySupport.status, bySupport.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });

  it('a shopper’s token on operator calls does not count against the network’s operator-token limit', async () => {
    const shopper = await createUser(t.ctx);
    const ip = '203.0.113.77';
    for (let i = 0; i < 15; i++) {
      const res = await t.call({
        method: 'GET',
        url: '/api/v4/admin/orders/SH0000000000',
        headers: { authorization: `Bearer ${shopper.token}` },
        remoteAddress: ip,
      });
      expect([res.status, res.body.code]).toEqual([403, 'OPERATOR_TOKEN_REQUIRED']);
    }
    expect((await asToken('GET', '/admin/orders/SH0000000000', undefined, ip)).status).toBe(404);
    // Wrong tokens still do.
    for (let i = 0; i < 10; i++)
      await t.call({
        method: 'GET',
        url: '/api/v4/admin/orders/SH0000000000',
        headers: { authorization: `Bearer wrong-operator-token-${i}-0000000000` },
        remoteAddress: ip,
      });
    expect((await asToken('GET', '/admin/orders/SH0000000000', undefined, ip)).status).toBe(429);
  });
});
