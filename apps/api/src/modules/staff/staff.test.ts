import { STAFF_LOCKOUT } from '@shringar/contracts/staff-roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { staffMembers, staffSessions } from '../../db/schema/staff.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { currentIfMatch } from '../../../test/current-version.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { AUTOMATION, createStaff, staffCookie, totpCode } from '../../../test/staff-factories.ts';

describe('staff accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (payload: object) => t.call({ method: 'POST', url: '/api/v4/admin/session', payload });
  const session = (cookie: string) => t.call({ method: 'GET', url: '/api/v4/admin/session', headers: { cookie } });

  it('the automation token invites the first owner, who sets a password and authenticator and is signed in by a strict HttpOnly cookie', async () => {
    const email = 'Asha.Rao@Shringar.test';
    const invited = await t.call({
      method: 'POST',
      url: '/api/v4/admin/staff',
      headers: AUTOMATION,
      payload: { email, name: 'Asha Rao', role: 'owner' },
    });
    expect(invited.status).toBe(200);
    expect(invited.body.data.staff).toMatchObject({
      email: 'asha.rao@shringar.test',
      role: 'owner',
      status: 'invited',
    });
    const token = invited.body.data.invitationPath.split('/').pop();
    expect(invited.body.data.invitationPath).toBe(`/admin/invitation/${token}`);
    const [stored] = await t.db.select().from(staffMembers).where(eq(staffMembers.email, 'asha.rao@shringar.test'));
    expect(stored!.invitationTokenHash).not.toContain(token);
    expect(stored!.passwordHash).toBeNull();

    const view = await t.call({ method: 'GET', url: `/api/v4/admin/invitations/${token}` });
    expect(view.status).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.body.data).toMatchObject({ email: 'asha.rao@shringar.test', name: 'Asha Rao', role: 'owner' });
    expect(view.body.data.totpUri).toMatch(/^otpauth:\/\/totp\/Shringar:asha\.rao%40shringar\.test\?/);
    expect(view.body.data.totpQrSvg).toMatch(/^<svg/);

    const accept = (payload: object) => t.call({ method: 'POST', url: `/api/v4/admin/invitations/${token}`, payload });
    const short = await accept({ password: 'short', code: '123456' });
    expect(short.body.message).toBe('password must be at least 12 characters');
    const wrongCode = await accept({ password: 'a long enough password', code: '000000' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.errors[0].field).toBe('code');

    const ok = await accept({ password: 'a long enough password', code: totpCode(t, view.body.data.totpSecret) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.staff.status).toBe('active');
    expect(ok.body.data.permissions).toContain('audit.read');
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(/^shringar_staff=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/v4\/admin/);
    // The same cookie reaches the console's pages, whose render answers 403 for an area the role does not open.
    expect([ok.headers['set-cookie']].flat()).toEqual([
      expect.stringMatching(/^shringar_staff=[\w-]{43};.*Path=\/api\/v4\/admin;.*HttpOnly; SameSite=Strict/),
      expect.stringMatching(/^shringar_staff=[\w-]{43};.*Path=\/admin;.*HttpOnly; SameSite=Strict/),
    ]);
    const cookie = staffCookie(ok.headers);
    const [row] = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, stored!.id));
    expect(row!.tokenHash).not.toBe(cookie.split('=')[1]);
    expect((await session(cookie)).body.data.staff.email).toBe('asha.rao@shringar.test');

    // The link works once; the password is an argon2id hash.
    expect((await t.call({ method: 'GET', url: `/api/v4/admin/invitations/${token}` })).status).toBe(404);
    const [active] = await t.db.select().from(staffMembers).where(eq(staffMembers.id, stored!.id));
    expect(active!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const again = await t.call({
      method: 'POST',
      url: '/api/v4/admin/staff',
      headers: { cookie },
      payload: { email, name: 'Asha', role: 'support' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('STAFF_EMAIL_TAKEN');
    // With an owner active, the token invites nobody: not another owner, not anyone.
    for (const role of ['owner', 'support']) {
      const byToken = await t.call({
        method: 'POST',
        url: '/api/v4/admin/staff',
        headers: AUTOMATION,
        payload: { email: `token-${role}@shringar.test`, name: 'Token Pick', role },
      });
      expect([byToken.status, byToken.body.code]).toEqual([403, 'PERMISSION_DENIED']);
    }
  });

  it('signs in with password and code, refuses a wrong or reused code, and signs out', async () => {
    const m = await createStaff(t, 'fulfilment');
    const wrong = await signIn({ email: m.email, password: m.password, code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      code: 'STAFF_SIGN_IN_FAILED',
      message: 'E-mail, password or authenticator code is not right.',
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const badPassword = await signIn({ email: m.email, password: 'not the password', code: totpCode(t, m.secret) });
    expect(badPassword.body.message).toBe(wrong.body.message);
    const unknown = await signIn({ email: 'nobody@shringar.test', password: m.password, code: totpCode(t, m.secret) });
    expect(unknown.body.message).toBe(wrong.body.message);

    const code = totpCode(t, m.secret);
    const ok = await signIn({ email: m.email.toUpperCase(), password: m.password, code });
    expect(ok.status).toBe(200);
    expect(ok.body.data.permissions).toEqual([
      'console',
      'dashboard.read',
      'orders.read',
      'orders.manage',
      'orders.refund',
      'customers.read',
    ]);
    const reused = await signIn({ email: m.email, password: m.password, code });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({
      code: 'STAFF_TOTP_CODE_USED',
      message: 'That code was just used. Wait for the next code.',
    });

    const cookie = staffCookie(ok.headers);
    const out = await t.call({ method: 'DELETE', url: '/api/v4/admin/session', headers: { cookie } });
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^shringar_staff=;/);
    expect([out.headers['set-cookie']].flat().map((c) => /Path=([^;]+)/.exec(String(c))?.[1])).toEqual([
      '/api/v4/admin',
      '/admin',
    ]);
    const after = await session(cookie);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('STAFF_SIGN_IN_REQUIRED');

    const refused = await t.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.target, m.email));
    expect(refused.filter((r) => r.action === 'staffSignIn').map((r) => r.statusCode)).toEqual([401, 401, 200, 401]);
  });

  it(`locks an address for one network after ${STAFF_LOCKOUT.failures} failures, even for the right code, until the lock ends`, async () => {
    const m = await createStaff(t, 'support');
    for (let i = 0; i < STAFF_LOCKOUT.failures; i++)
      expect((await signIn({ email: m.email, password: 'guess number ' + i, code: '123456' })).status).toBe(401);
    const locked = await signIn({ email: m.email, password: m.password, code: totpCode(t, m.secret) });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 'STAFF_SIGN_IN_LOCKED',
      message: 'Too many failed sign-ins. Try again in 15 minutes.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown address locks the same way, so a lock says nothing about who has an account.
    for (let i = 0; i <= STAFF_LOCKOUT.failures; i++)
      await signIn({ email: 'ghost@shringar.test', password: 'guess', code: '123456' });
    expect((await signIn({ email: 'ghost@shringar.test', password: 'guess', code: '123456' })).status).toBe(429);

    t.clock.advance(STAFF_LOCKOUT.minutes * 60_000 + 1000);
    const open = await signIn({ email: m.email, password: m.password, code: totpCode(t, m.secret) });
    expect(open.status).toBe(200);
  });

  it('keeps an active owner, and disabling a member ends their sessions', async () => {
    const owner = await createStaff(t, 'owner');
    const clerk = await createStaff(t, 'support');
    const patch = async (id: number, payload: object) => {
      const url = `/api/v4/admin/staff/${id}`;
      const edit = await currentIfMatch(t, owner.cookie, url);
      return t.call({ method: 'PATCH', url, headers: { cookie: owner.cookie, ...edit }, payload });
    };
    // Two owners exist (this file's first test made one): demoting one is fine, demoting the last is not.
    const owners = await t.db.select().from(staffMembers).where(eq(staffMembers.role, 'owner'));
    for (const o of owners.filter((o) => o.id !== owner.id)) await patch(o.id, { status: 'disabled' });
    const last = await patch(owner.id, { role: 'support' });
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ code: 'LAST_OWNER', message: 'The store needs at least one active owner.' });

    expect((await session(clerk.cookie)).status).toBe(200);
    const disabled = await patch(clerk.id, { status: 'disabled' });
    expect(disabled.body.data.status).toBe('disabled');
    expect((await session(clerk.cookie)).status).toBe(401);
    const signInAgain = await signIn({ email: clerk.email, password: clerk.password, code: totpCode(t, clerk.secret) });
    expect(signInAgain.status).toBe(401);
    const enabled = await patch(clerk.id, { status: 'active', role: 'fulfilment' });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data).toMatchObject({ status: 'active', role: 'fulfilment' });
    expect((await patch(clerk.id, {})).body.message).toBe('role or status is required');

    // A lost authenticator: disabled, then invited again, the account starts afresh.
    await patch(clerk.id, { status: 'disabled' });
    const reinvited = await t.call({
      method: 'POST',
      url: '/api/v4/admin/staff',
      headers: { cookie: owner.cookie },
      payload: { email: clerk.email, name: 'Somebody Else', role: 'support' },
    });
    // The address is the member: inviting it again keeps the name it has, whatever the second form said.
    expect(reinvited.body.data.staff).toMatchObject({
      id: clerk.id,
      status: 'invited',
      role: 'support',
      name: 'Test support',
    });
    const invite = (name: string) =>
      t.call({
        method: 'POST',
        url: '/api/v4/admin/staff',
        headers: { cookie: owner.cookie },
        payload: { email: 'ravi.pending@shringar.test', name, role: 'support' },
      });
    expect((await invite('Ravi Kumar')).body.data.staff.name).toBe('Ravi Kumar');
    const resent = await invite('Ravi K');
    expect([resent.status, resent.body.data.staff.name, resent.body.data.staff.status]).toEqual([
      200,
      'Ravi Kumar',
      'invited',
    ]);
    const [fresh] = await t.db.select().from(staffMembers).where(eq(staffMembers.id, clerk.id));
    expect(fresh!.passwordHash).toBeNull();
    expect(fresh!.totpSecret).not.toBe(clerk.secret);

    const list = await t.call({ method: 'GET', url: '/api/v4/admin/staff', headers: { cookie: owner.cookie } });
    expect(list.body.data.map((s: { email: string }) => s.email)).toContain(clerk.email);
  });

  it('writes who changed what, before and after, and the owner reads and filters it', async () => {
    const owner = await createStaff(t, 'owner');
    const packer = await createStaff(t, 'fulfilment');
    const shopper = await createUser(t.ctx);
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      paymentMethods: ['COD'],
      paymentStatus: 'PENDING',
    });
    const moved = await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${order.id}/status`,
      headers: { cookie: packer.cookie },
      payload: { status: 'CONFIRMED', note: 'Called the shopper' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.history.at(-1)).toMatchObject({ actor: `staff:${packer.email}` });
    await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${order.id}/status`,
      headers: AUTOMATION,
      payload: { status: 'PACKED' },
    });

    const read = (query: string, cookie = owner.cookie) =>
      t.call({ method: 'GET', url: `/api/v4/admin/audit?${query}`, headers: { cookie } });
    const byTarget = await read(`target=${order.id}`);
    expect(byTarget.status).toBe(200);
    expect(byTarget.body.data.items).toMatchObject([
      {
        actor: 'automation:ci',
        actorKind: 'automation',
        action: 'adminSetOrderStatus',
        before: { status: 'CONFIRMED' },
      },
      {
        actor: packer.email,
        actorKind: 'staff',
        action: 'adminSetOrderStatus',
        statusCode: 200,
        before: { status: 'ORDERED' },
        after: { status: 'CONFIRMED', note: 'Called the shopper', trackingId: null },
      },
    ]);
    const byActor = await read(`actor=${encodeURIComponent(packer.email)}&action=SetOrderStatus`);
    expect(byActor.body.data.items).toHaveLength(1);
    expect(byActor.body.data.pagination).toMatchObject({ totalItems: 1, currentPage: 1 });
    const today = new Date(t.clock.now().getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect((await read(`target=${order.id}&from=${today}&to=${today}`)).body.data.items).toHaveLength(2);
    expect((await read(`target=${order.id}&to=2020-01-01`)).body.data.items).toHaveLength(0);
    const bad = await read('from=30-11-2026');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('from must be a date like 2026-11-30');
    // Passwords and codes never reach the log.
    const signIns = await read(`action=staffSignIn&itemsPerPage=100`);
    expect(JSON.stringify(signIns.body.data)).not.toContain('battery');
    // Only the owner reads it.
    expect((await read('', packer.cookie)).status).toBe(403);
  });
});
