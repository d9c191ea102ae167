import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackRequests, notifications } from '../../db/schema/engagement.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { users } from '../../db/schema/users.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStaff } from '../../../test/staff-factories.ts';

describe('console call-backs and notifications to every shopper', () => {
  let t: TestApp;
  let support: { cookie: string; email: string };
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    support = await createStaff(t, 'support');
    owner = (await createStaff(t, 'owner')).cookie;
  });
  afterAll(() => t.close());

  const lastAudit = async () =>
    (await t.db.select().from(operatorAuditLog).orderBy(desc(operatorAuditLog.id)).limit(1))[0]!;

  it('lists waiting requests first, oldest first, and records a call with its note', async () => {
    const shopper = await createUser(t.ctx, { name: 'Kavya Iyer' });
    const now = t.clock.now().getTime();
    const [older, newer, closed] = await t.db
      .insert(callbackRequests)
      .values([
        { phone: shopper.phone, userId: shopper.user.id, createdAt: new Date(now - 3600_000) },
        { phone: '9876511111', createdAt: new Date(now - 60_000) },
        { phone: '9876522222', status: 'CLOSED', createdAt: new Date(now - 7200_000) },
      ])
      .returning();
    const list = await t.call({ method: 'GET', url: '/api/v4/admin/callbacks', headers: { cookie: support.cookie } });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((c: { id: number }) => c.id)).toEqual([older!.id, newer!.id, closed!.id]);
    expect(list.body.data.items[0]).toMatchObject({ customerName: 'Kavya Iyer', status: 'NEW', note: null });

    const res = await t.call({
      method: 'PATCH',
      url: `/api/v4/admin/callbacks/${older!.id}`,
      headers: { cookie: support.cookie },
      payload: { status: 'CALLED', note: 'Wants to change the shade.\nCall back after 5.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'CALLED',
      handledBy: `staff:${support.email}`,
      note: 'Wants to change the shade.\nCall back after 5.',
    });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'adminUpdateCallback', target: String(older!.id) });
    expect(audit.before).toEqual({ status: 'NEW', note: null });
    expect(audit.after).toMatchObject({ status: 'CALLED' });

    const waiting = await t.call({
      method: 'GET',
      url: '/api/v4/admin/callbacks?status=NEW',
      headers: { cookie: support.cookie },
    });
    expect(waiting.body.data.items.map((c: { id: number }) => c.id)).toEqual([newer!.id]);
    const bad = await t.call({
      method: 'GET',
      url: '/api/v4/admin/callbacks?status=DONE',
      headers: { cookie: support.cookie },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('status must be one of');
    const missing = await t.call({
      method: 'PATCH',
      url: '/api/v4/admin/callbacks/999999',
      headers: { cookie: support.cookie },
      payload: { status: 'CLOSED' },
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'CALLBACK_NOT_FOUND']);
  });

  it('sends every shopper one notification per request key, in one statement', async () => {
    const shoppers = await Promise.all([1, 2, 3].map(() => createUser(t.ctx)));
    const [{ n: everyone }] = (await t.db.select({ n: count() }).from(users)) as [{ n: number }];
    const send = () =>
      t.call({
        method: 'POST',
        url: '/api/v4/admin/notifications/broadcast',
        headers: { cookie: owner },
        payload: { title: 'Diwali sale', body: 'Up to 40% off on jhumkas this week.', requestKey: 'diwali-2026-11-23' },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const answers = [first.body.data, second.body.data].sort((a, b) => Number(b.sent) - Number(a.sent));
    expect(answers[0]).toMatchObject({ sent: true, recipients: everyone });
    expect(answers[1]).toMatchObject({ sent: false, recipients: everyone, broadcastId: answers[0].broadcastId });
    for (const s of shoppers) {
      const [{ n }] = (await t.db
        .select({ n: count() })
        .from(notifications)
        .where(eq(notifications.userId, s.user.id))) as [{ n: number }];
      expect(n).toBe(1);
      const mine = await t.call({ method: 'GET', url: '/api/v4/notifications', token: s.token });
      expect(JSON.stringify(mine.body)).toContain('Diwali sale');
    }
    const audit = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'adminBroadcastNotification'));
    expect(audit.map((a) => (a.after as { sent: boolean }).sent).sort()).toEqual([false, true]);
  });

  it('refuses a broadcast without a request key, and from support staff', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/api/v4/admin/notifications/broadcast',
      headers: { cookie: owner },
      payload: { title: 'Sale', body: 'Now on' },
    });
    expect([bad.status, bad.body.errors[0].field]).toEqual([400, 'requestKey']);
    const refused = await t.call({
      method: 'POST',
      url: '/api/v4/admin/notifications/broadcast',
      headers: { cookie: support.cookie },
      payload: { title: 'Sale', body: 'Now on', requestKey: 'support-try-1' },
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });
});
