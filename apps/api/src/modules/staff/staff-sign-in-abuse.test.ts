import { STAFF_LOCKOUT } from '@shringar/contracts/staff-roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStaff, totpCode } from '../../../test/staff-factories.ts';
import { hashPassword, passwordMatches } from './password-hashing.ts';

/** Sign-in attempts as an attacker makes them: from other networks, in parallel, with a code seen once. */
describe('staff sign-in under attack', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (payload: object, remoteAddress: string) =>
    t.call({ method: 'POST', url: '/api/v4/admin/session', payload, remoteAddress });
  /** Attempts that reached a password check: every audited one but those refused by a lock. */
  const checked = async (email: string) =>
    (
      await t.db
        .select()
        .from(operatorAuditLog)
        .where(and(eq(operatorAuditLog.target, email), eq(operatorAuditLog.action, 'staffSignIn')))
    ).filter((r) => (r.details as { reason?: string } | null)?.reason !== 'locked').length;

  it("a wrong-password flood from another network locks only that network, never the owner's", async () => {
    const owner = await createStaff(t, 'owner');
    for (let i = 0; i < STAFF_LOCKOUT.failures * 3; i++)
      await signIn({ email: owner.email, password: `guess ${i}`, code: '123456' }, '203.0.113.9');
    const attacker = await signIn({ email: owner.email, password: owner.password, code: '123456' }, '203.0.113.9');
    expect(attacker.status).toBe(429);
    expect(attacker.body.code).toBe('STAFF_SIGN_IN_LOCKED');
    const own = await signIn(
      { email: owner.email, password: owner.password, code: totpCode(t, owner.secret) },
      '198.51.100.7',
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it('counts an IPv6 network by its /64: rotating addresses within it buys no guesses', async () => {
    const m = await createStaff(t, 'support');
    for (let i = 0; i < STAFF_LOCKOUT.failures; i++)
      expect(
        (await signIn({ email: m.email, password: `guess ${i}`, code: '123456' }, `2001:db8:5:6::${i + 1}`)).status,
      ).toBe(401);
    const rotated = await signIn({ email: m.email, password: 'another', code: '123456' }, '2001:db8:5:6:ffff::99');
    expect(rotated.status).toBe(429);
    // The neighbouring /64 is another subscriber.
    const neighbour = await signIn({ email: m.email, password: 'another', code: '123456' }, '2001:db8:5:7::1');
    expect(neighbour.status).toBe(401);
  });

  it(`40 parallel wrong sign-ins make at most ${STAFF_LOCKOUT.failures} password checks`, async () => {
    const m = await createStaff(t, 'catalogue');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn({ email: m.email, password: `parallel guess ${i}`, code: '123456' }, '192.0.2.40'),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(STAFF_LOCKOUT.failures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - STAFF_LOCKOUT.failures);
    expect(await checked(m.email)).toBe(STAFF_LOCKOUT.failures);
  });

  it('a reused authenticator code says to wait for the next one and never counts toward the lock', async () => {
    const m = await createStaff(t, 'fulfilment');
    const code = totpCode(t, m.secret);
    expect((await signIn({ email: m.email, password: m.password, code }, '192.0.2.50')).status).toBe(200);
    for (let i = 0; i < STAFF_LOCKOUT.failures + 2; i++) {
      const again = await signIn({ email: m.email, password: m.password, code }, '192.0.2.50');
      expect(again.status).toBe(401);
      expect(again.body).toMatchObject({
        code: 'STAFF_TOTP_CODE_USED',
        message: 'That code was just used. Wait for the next code.',
      });
    }
    t.clock.advance(30_000);
    const next = await signIn({ email: m.email, password: m.password, code: totpCode(t, m.secret) }, '192.0.2.50');
    expect(next.status).toBe(200);
  });

  it('hashes passwords off the event loop: timers keep firing while hashes run', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      const hashes = await Promise.all([hashPassword('one pass'), hashPassword('two pass')]);
      expect(await passwordMatches('one pass', hashes[0]!)).toBe(true);
      expect(await passwordMatches('two pass', hashes[0]!)).toBe(false);
      expect(hashes[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      clearInterval(timer);
    }
    // On the event loop each hash would hold it for its whole run (tens of ms) and no timer could fire between.
    expect(ticks).toBeGreaterThan(5);
  });
});
