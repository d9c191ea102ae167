import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { appFeedback, callbackRequests, fcmTokens, giveaways, notifications } from '../../db/schema/engagement.ts';
import { users } from '../../db/schema/users.ts';
import { istDay } from './giveaway.service.ts';

describe('engagement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('notifications and push tokens', () => {
    it('lists the shopper’s own notifications newest first and marks them read', async () => {
      const a = await createUser(t.ctx);
      const b = await createUser(t.ctx);
      const at = (m: number) => new Date(Date.UTC(2026, 0, 10, 10, m));
      const [n1, n2] = await t.db
        .insert(notifications)
        .values([
          { userId: a.user.id, title: 'Shipped', body: 'Your order is on its way', createdAt: at(1) },
          { userId: a.user.id, title: 'Delivered', body: 'Enjoy!', createdAt: at(2) },
          { userId: b.user.id, title: 'Other', body: 'Not yours', createdAt: at(3) },
        ])
        .returning();
      const list = await t.call({ method: 'GET', url: '/api/v4/notifications/', token: a.token });
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([
        { id: n2!.id, title: 'Delivered', body: 'Enjoy!', created_at: at(2).toISOString(), isRead: false },
        {
          id: n1!.id,
          title: 'Shipped',
          body: 'Your order is on its way',
          created_at: at(1).toISOString(),
          isRead: false,
        },
      ]);
      const unread = (token: string) => t.call({ method: 'GET', url: '/api/v4/notifications/unread-count', token });
      expect((await unread(a.token)).body.data).toEqual({ unreadCount: 2 });
      expect((await unread(b.token)).body.data).toEqual({ unreadCount: 1 });
      const one = await t.call({
        method: 'POST',
        url: '/api/v4/notifications/mark-read',
        token: a.token,
        payload: { ids: [n1!.id] },
      });
      expect(one.body.data).toEqual({ unreadCount: 1 });
      expect((await unread(a.token)).body.data).toEqual({ unreadCount: 1 });
      // b cannot mark a's notifications
      await t.call({
        method: 'POST',
        url: '/api/v4/notifications/mark-read',
        token: b.token,
        payload: { ids: [n2!.id] },
      });
      const all = await t.call({ method: 'POST', url: '/api/v4/notifications/mark-read', token: a.token, payload: {} });
      expect(all.body.data).toEqual({ unreadCount: 0 });
      const [other] = await t.db.select().from(notifications).where(eq(notifications.userId, b.user.id));
      expect(other!.isRead).toBe(false);
      expect((await unread(b.token)).body.data).toEqual({ unreadCount: 1 });
      expect((await t.call({ method: 'GET', url: '/api/v4/notifications' })).status).toBe(401);
      expect((await t.call({ method: 'GET', url: '/api/v4/notifications/unread-count' })).status).toBe(401);
    });

    it('pages notifications past the plain list’s 100 when asked for a page', async () => {
      const a = await createUser(t.ctx);
      const at = (i: number) => new Date(Date.UTC(2026, 0, 10, 10, 0, i));
      await t.db
        .insert(notifications)
        .values(
          Array.from({ length: 105 }, (_, i) => ({ userId: a.user.id, title: `N${i}`, body: 'b', createdAt: at(i) })),
        );
      const plain = await t.call({ method: 'GET', url: '/api/v4/notifications', token: a.token });
      expect(plain.body.data).toHaveLength(100);
      const last = await t.call({
        method: 'GET',
        url: '/api/v4/notifications?page=11&itemsPerPage=10',
        token: a.token,
      });
      expect(last.status).toBe(200);
      expect(last.body.data.items.map((n: { title: string }) => n.title)).toEqual(['N4', 'N3', 'N2', 'N1', 'N0']);
      expect(last.body.data.pagination).toEqual({
        totalItems: 105,
        totalPages: 11,
        currentPage: 11,
        hasNextPage: false,
        hasPreviousPage: true,
      });
      const bad = await t.call({ method: 'GET', url: '/api/v4/notifications?page=abc', token: a.token });
      expect(bad.status).toBe(400);
    });

    it('saves a push token once per device, moving it to whoever signed in last', async () => {
      const a = await createUser(t.ctx);
      const b = await createUser(t.ctx);
      const save = (token: string, platform: string) =>
        t.call({
          method: 'POST',
          url: '/api/v4/fcm-token/save',
          token,
          payload: { token: 'device-token-1', platform },
        });
      expect((await save(a.token, 'android')).status).toBe(200);
      expect((await save(a.token, 'android')).status).toBe(200);
      expect((await save(b.token, 'ios')).status).toBe(200);
      const rows = await t.db.select().from(fcmTokens).where(eq(fcmTokens.token, 'device-token-1'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: b.user.id, platform: 'ios' });
      const bad = await t.call({
        method: 'POST',
        url: '/api/v4/fcm-token/save',
        token: a.token,
        payload: { platform: 'ios' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('token');
    });
  });

  describe('call-back requests and app feedback', () => {
    it('stores a call-back request with the spec message', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/v4/help-and-support',
        payload: { mobile_number: '9812345670' },
        remoteAddress: '10.9.0.1',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Request submitted! Our team will call you soon.');
      const rows = await t.db.select().from(callbackRequests).where(eq(callbackRequests.phone, '+919812345670'));
      expect(rows).toHaveLength(1);
    });

    it.each([['12345'], ['98123456701'], ['abcdefghij'], [null], [undefined]])(
      'refuses the number %j with the spec message',
      async (mobile_number) => {
        const res = await t.call({ method: 'POST', url: '/api/v4/help-and-support', payload: { mobile_number } });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Please enter a valid 10-digit phone number');
      },
    );

    it('limits call-backs per number and per IP', async () => {
      const call = (mobile_number: string, ip: string) =>
        t.call({ method: 'POST', url: '/api/v4/help-and-support', payload: { mobile_number }, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await call('9000000001', `10.9.1.${i}`)).status).toBe(200);
      const perNumber = await call('9000000001', '10.9.1.99');
      expect(perNumber.status).toBe(429);
      expect(perNumber.headers['retry-after']).toBeDefined();
      for (let i = 0; i < 10; i++)
        expect((await call(`90000001${String(i).padStart(2, '0')}`, '10.9.2.1')).status).toBe(200);
      expect((await call('9000000299', '10.9.2.1')).status).toBe(429);
    });

    it('takes app feedback as JSON and as a form, linking a signed-in shopper', async () => {
      const { user, token } = await createUser(t.ctx);
      const json = await t.call({
        method: 'POST',
        url: '/api/v4/app-feedback',
        token,
        payload: { rating: 5, feedback: 'Lovely jhumkas', email: 'fan@example.in' },
        remoteAddress: '10.8.0.1',
      });
      expect(json.status).toBe(200);
      const form = await t.call({
        method: 'POST',
        url: '/api/v4/app-feedback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'rating=3&feedback=Delivery+was+slow',
        remoteAddress: '10.8.0.1',
      });
      expect(form.status).toBe(200);
      const rows = await t.db.select().from(appFeedback);
      expect(rows.find((r) => r.id === json.body.data.id)).toMatchObject({
        userId: user.id,
        rating: 5,
        email: 'fan@example.in',
      });
      expect(rows.find((r) => r.id === form.body.data.id)).toMatchObject({
        userId: null,
        rating: 3,
        feedback: 'Delivery was slow',
      });
    });

    it('limits feedback per IP', async () => {
      const send = () =>
        t.call({ method: 'POST', url: '/api/v4/app-feedback', payload: { rating: 4 }, remoteAddress: '10.8.9.9' });
      for (let i = 0; i < 10; i++) expect((await send()).status).toBe(200);
      const flood = await send();
      expect(flood.status).toBe(429);
      expect(flood.headers['retry-after']).toBeDefined();
    });

    it.each([[{ rating: 0 }], [{ rating: 6 }], [{ rating: 2.5 }], [{}], [{ rating: 4, email: 'nope' }]])(
      'refuses feedback %j',
      async (payload) => {
        const res = await t.call({ method: 'POST', url: '/api/v4/app-feedback', payload, remoteAddress: '10.8.1.1' });
        expect(res.status).toBe(400);
        expect(res.body.success).toBe(false);
      },
    );
  });

  describe('giveaway', () => {
    it('has days in IST', () => {
      expect(istDay(new Date('2026-01-15T18:29:59Z')).day).toBe('2026-01-15');
      expect(istDay(new Date('2026-01-15T18:30:00Z')).day).toBe('2026-01-16');
      expect(istDay(new Date('2026-01-15T18:29:00Z')).msLeft).toBe(60_000);
    });

    it('answers null when no giveaway runs', async () => {
      const { token } = await createUser(t.ctx);
      const res = await t.call({ method: 'GET', url: '/api/v4/giveaway', token });
      expect(res.status).toBe(200);
      expect(res.body.data).toBeNull();
    });

    it('earns a heart per ad view up to the daily cap, then resets at IST midnight', async () => {
      const { token } = await createUser(t.ctx);
      const view = () =>
        t.call({ method: 'POST', url: '/api/v4/giveaway/ad-view', token, payload: { adId: 'shringar-reward-ad' } });
      for (let i = 1; i <= 5; i++)
        expect((await view()).body.data).toEqual({ hearts: i, heartsEarnedToday: i, dailyCap: 5 });
      const capped = await view();
      expect(capped.status).toBe(429);
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
      t.clock.advance(24 * 60 * 60_000);
      expect((await view()).body.data).toEqual({ hearts: 6, heartsEarnedToday: 1, dailyCap: 5 });
      const unknown = await t.call({
        method: 'POST',
        url: '/api/v4/giveaway/ad-view',
        token,
        payload: { adId: 'made-up' },
      });
      expect(unknown.status).toBe(400);
    });

    it('holds the cap under parallel ad views', async () => {
      const { user, token } = await createUser(t.ctx);
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          t.call({ method: 'POST', url: '/api/v4/giveaway/ad-view', token, payload: { adId: 'shringar-giveaway-ad' } }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.hearts).toBe(5);
    });

    it('spends heartsRequired once, even for parallel participates', async () => {
      const now = t.clock.now();
      const [g] = await t.db
        .insert(giveaways)
        .values({
          title: 'Win a Kundan set',
          description: 'Join with 3 hearts',
          prizeImageUrl: '/media/prize.svg',
          heartsRequired: 3,
          startsAt: new Date(now.getTime() - 60_000),
          endsAt: new Date(now.getTime() + 7 * 24 * 60 * 60_000),
        })
        .returning();
      const poor = await createUser(t.ctx, { hearts: 2 });
      const refused = await t.call({
        method: 'POST',
        url: '/api/v4/giveaway/participate',
        token: poor.token,
        payload: { giveawayId: g!.id },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('You need 3 hearts to participate');

      const { user, token } = await createUser(t.ctx, { hearts: 7 });
      const before = await t.call({ method: 'GET', url: '/api/v4/giveaway', token });
      expect(before.body.data).toMatchObject({ id: g!.id, heartsRequired: 3, hasParticipated: false, userHearts: 7 });
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.call({ method: 'POST', url: '/api/v4/giveaway/participate', token, payload: { giveawayId: g!.id } }),
        ),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.hearts).toBe(4);
      const after = await t.call({ method: 'GET', url: '/api/v4/giveaway', token });
      expect(after.body.data).toMatchObject({ hasParticipated: true, userHearts: 4 });
      const missing = await t.call({
        method: 'POST',
        url: '/api/v4/giveaway/participate',
        token,
        payload: { giveawayId: 999999 },
      });
      expect(missing.status).toBe(404);
      await t.db.execute(sql`update giveaways set is_active = false`);
    });
  });
});
