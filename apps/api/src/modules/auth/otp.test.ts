import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { solvedProofOfWork } from '../../../test/proof-of-work.ts';
import { otpCodes, sessions, users } from '../../db/schema/users.ts';
import { purgeAuthLeftovers } from './auth-housekeeping.job.ts';
import { hashOtp, parseTestNumbers } from './otp-code.ts';
import { createSession } from './session.service.ts';

let n = 0;
/** A fresh phone and a fresh client IP per test, so limits of one test never touch another. */
const fresh = () => {
  n += 1;
  return { phone: `98${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`, ip: `10.1.${n}.1` };
};

describe('OTP sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { OTP_TEST_NUMBERS: '9999999999:1234' } });
  });
  afterAll(() => t.close());

  const send = (phoneNumber: unknown, ip = '10.0.0.1', proofOfWork?: string) =>
    t.call({
      method: 'POST',
      url: '/api/v4/auth/user/send-otp/',
      payload: { phoneNumber, proofOfWork },
      remoteAddress: ip,
    });
  /** A send that solves the challenge when one is asked for, as the sign-in page does. */
  const sendSolving = async (phoneNumber: string, ip: string) => {
    const first = await send(phoneNumber, ip);
    if (first.body?.code !== 'CHALLENGE_REQUIRED') return first;
    return send(phoneNumber, ip, await solvedProofOfWork(t, ip, phoneNumber));
  };
  const verify = (phoneNumber: unknown, otp: unknown, ip = '10.0.0.1', proofOfWork?: string) =>
    t.call({
      method: 'POST',
      url: '/api/v4/auth/user/verify-otp/',
      payload: { phoneNumber, otp, proofOfWork },
      remoteAddress: ip,
    });
  const verifySolving = async (phoneNumber: string, otp: string, ip: string) => {
    const first = await verify(phoneNumber, otp, ip);
    if (first.body?.code !== 'CHALLENGE_REQUIRED') return first;
    return verify(phoneNumber, otp, ip, await solvedProofOfWork(t, ip, phoneNumber));
  };
  const wrong = (code: string) => String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');

  it('sends a 4-digit code by SMS, stores only its keyed hash, and signs a new shopper in', async () => {
    const { phone, ip } = fresh();
    const sent = await send(phone, ip);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, message: 'OTP sent successfully' });
    expect(sent.body.data).toEqual({ otpLength: 4, expiresInSeconds: 300, resendAfterSeconds: 30 });
    const code = t.sms.lastCode(phone)!;
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await t.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+91${phone}`));
    expect(row!.codeHash).toBe(hashOtp(t.ctx.config, `+91${phone}`, code));
    expect(row!.codeHash).not.toContain(code);

    const res = await verify(phone, code, ip);
    expect(res.status).toBe(200);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.user).toMatchObject({ phoneNumber: phone, isVerified: true, walletAmount: 0 });
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.phone, `+91${phone}`));
    expect(user).toBeDefined();
    const me = await t.call({ method: 'GET', url: '/api/v4/user/', token: res.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(user!.id);
  });

  it('issues a new token at every sign-in and keeps one account per phone', async () => {
    const { phone, ip } = fresh();
    await send(phone, ip);
    const first = await verify(phone, t.sms.lastCode(phone), ip);
    t.clock.advance(31_000);
    await send(phone, ip);
    const second = await verify(phone, t.sms.lastCode(phone), ip);
    expect(second.status).toBe(200);
    expect(second.body.data.token).not.toBe(first.body.data.token);
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
  });

  it('uses 6 digits when settings say otpLength 6', async () => {
    const local = await createTestApp();
    try {
      await local.ctx.db.execute(
        (await import('drizzle-orm')).sql`insert into settings (key, value) values ('app', '{"otpLength": 6}')`,
      );
      const res = await local.call({
        method: 'POST',
        url: '/api/v4/auth/user/send-otp',
        payload: { phoneNumber: '9876500001' },
      });
      expect(res.body.data.otpLength).toBe(6);
      expect(local.sms.lastCode('9876500001')).toMatch(/^\d{6}$/);
    } finally {
      await local.close();
    }
  });

  it.each([['12345'], ['5876543210'], ['98765432100'], ['98765abcde'], [''], [null]])(
    'refuses the phone %j with the spec message',
    async (phone) => {
      const res = await send(phone);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter a valid 10-digit phone number');
    },
  );

  it('gives the same answer for a phone with an account and one without', async () => {
    const a = fresh();
    const b = fresh();
    await send(a.phone, a.ip);
    await verify(a.phone, t.sms.lastCode(a.phone), a.ip);
    t.clock.advance(31_000);
    const known = await send(a.phone, a.ip);
    const unknown = await send(b.phone, b.ip);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    const wrongKnown = await verify(a.phone, wrong(t.sms.lastCode(a.phone)!), a.ip);
    const wrongUnknown = await verify(b.phone, wrong(t.sms.lastCode(b.phone)!), b.ip);
    expect(wrongKnown.status).toBe(400);
    expect(wrongKnown.body).toEqual(wrongUnknown.body);
  });

  it('answers a wrong code with the spec message', async () => {
    const { phone, ip } = fresh();
    await send(phone, ip);
    const res = await verify(phone, wrong(t.sms.lastCode(phone)!), ip);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid OTP. Please try again.');
  });

  it('ends a code for a network after its 5 wrong tries: its 6th try, even the right code, is refused', async () => {
    const { phone, ip } = fresh();
    await send(phone, ip);
    const code = t.sms.lastCode(phone)!;
    for (let i = 0; i < 5; i++) {
      const res = await verifySolving(phone, wrong(code), ip);
      expect(res.body.message).toBe('Invalid OTP. Please try again.');
    }
    const sixth = await verifySolving(phone, wrong(code), ip);
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('Too many attempts. Please request a new OTP.');
    const right = await verifySolving(phone, code, ip);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many attempts. Please request a new OTP.');
    expect(right.body.data).toBeUndefined();
  });

  it('accepts a code once only', async () => {
    const { phone, ip } = fresh();
    await send(phone, ip);
    const code = t.sms.lastCode(phone)!;
    expect((await verify(phone, code, ip)).status).toBe(200);
    const again = await verify(phone, code, ip);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid OTP. Please try again.');
  });

  it('refuses a code after 5 minutes', async () => {
    const { phone, ip } = fresh();
    await send(phone, ip);
    const code = t.sms.lastCode(phone)!;
    t.clock.advance(5 * 60_000 + 1);
    const res = await verify(phone, code, ip);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('OTP has expired. Please request a new OTP.');
  });

  it("refuses phone A's code for phone B", async () => {
    const a = fresh();
    const b = fresh();
    await send(a.phone, a.ip);
    await send(b.phone, b.ip);
    const codeA = t.sms.lastCode(a.phone)!;
    // Make B's own code differ from A's, so only binding to the phone can refuse it.
    if (t.sms.lastCode(b.phone) === codeA) return;
    const res = await verify(b.phone, codeA, b.ip);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid OTP. Please try again.');
    expect((await verify(a.phone, codeA, a.ip)).status).toBe(200);
  });

  it('refuses the old code after a resend', async () => {
    const { phone, ip } = fresh();
    await send(phone, ip);
    const old = t.sms.lastCode(phone)!;
    t.clock.advance(31_000);
    await send(phone, ip);
    const current = t.sms.lastCode(phone)!;
    if (current === old) return; // one chance in 10,000: nothing to tell apart
    expect((await verify(phone, old, ip)).body.message).toBe('Invalid OTP. Please try again.');
    expect((await verify(phone, current, ip)).status).toBe(200);
  });

  it('gives exactly one session for 20 parallel verifies of one correct code', async () => {
    const { phone, ip } = fresh();
    await send(phone, ip);
    const code = t.sms.lastCode(phone)!;
    const results = await Promise.all(Array.from({ length: 20 }, () => verify(phone, code, ip)));
    const okOnes = results.filter((r) => r.status === 200);
    expect(okOnes).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(19);
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.phone, `+91${phone}`));
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(live).toHaveLength(1);
  });

  it('limits sends per phone: 30 s apart, 5 an hour, 10 a day, with Retry-After; a challenge from the third in an hour', async () => {
    const { phone } = fresh();
    let ipN = 0;
    const nextIp = () => `10.200.${++ipN}.${n}`;
    const sendFrom = () => sendSolving(phone, nextIp());
    expect((await sendFrom()).status).toBe(200);
    const tooSoon = await sendFrom();
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(30);
    t.clock.advance(31_000);
    expect((await send(phone, nextIp())).status).toBe(200);
    t.clock.advance(31_000);
    const third = await send(phone, nextIp());
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('CHALLENGE_REQUIRED');
    for (let i = 0; i < 3; i++) {
      t.clock.advance(31_000);
      expect((await sendFrom()).status).toBe(200);
    }
    t.clock.advance(31_000);
    const sixth = await sendFrom();
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many OTP requests. Please try again later.');
    // Two hours later the hourly limit has passed; the day allows 10 in all.
    t.clock.advance(2 * 60 * 60_000);
    for (let i = 0; i < 5; i++) {
      expect((await sendFrom()).status).toBe(200);
      t.clock.advance(31_000);
    }
    t.clock.advance(2 * 60 * 60_000);
    expect((await sendFrom()).status).toBe(429);
  });

  it('asks a network past 20 sends an hour for a challenge instead of refusing it', async () => {
    const ip = '10.250.0.1';
    for (let i = 0; i < 20; i++) expect((await send(fresh().phone, ip)).status).toBe(200);
    const flood = await send(fresh().phone, ip);
    expect(flood.status).toBe(429);
    expect(flood.body).toMatchObject({
      success: false,
      code: 'CHALLENGE_REQUIRED',
      message: 'Please complete the security check to continue.',
    });
    expect((await sendSolving(fresh().phone, ip)).status).toBe(200);
    expect((await send(fresh().phone, '10.250.0.2')).status).toBe(200);
  });

  it('keeps the global hourly SMS cap as a hard ceiling, with challenges before it', async () => {
    const local = await createTestApp({ config: { SMS_HOURLY_CAP: '3', SMS_HOURLY_CHALLENGE_AFTER: '1' } });
    try {
      const sendLocal = (phoneNumber: string, ip: string, proofOfWork?: string) =>
        local.call({
          method: 'POST',
          url: '/api/v4/auth/user/send-otp',
          payload: { phoneNumber, proofOfWork },
          remoteAddress: ip,
        });
      expect((await sendLocal('9700000000', '10.60.0.1')).status).toBe(200);
      for (let i = 1; i < 3; i++) {
        const ip = `10.60.${i}.1`;
        expect((await sendLocal(`970000000${i}`, ip)).body.code).toBe('CHALLENGE_REQUIRED');
        expect((await sendLocal(`970000000${i}`, ip, await solvedProofOfWork(local, ip))).status).toBe(200);
      }
      const capped = await sendLocal('9700000009', '10.60.9.1', await solvedProofOfWork(local, '10.60.9.1'));
      expect(capped.status).toBe(429);
      expect(capped.headers['retry-after']).toBeDefined();
      expect(local.sms.sent).toHaveLength(3);
      local.clock.advance(60 * 60_000);
      expect((await sendLocal('9700000009', '10.60.9.1')).status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('does not let a direct client dodge the per-network limit with X-Forwarded-For', async () => {
    const flood = (i: number) =>
      t.call({
        method: 'POST',
        url: '/api/v4/auth/user/send-otp',
        payload: { phoneNumber: fresh().phone },
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    for (let i = 0; i < 20; i++) expect((await flood(i)).status).toBe(200);
    expect((await flood(99)).body.code).toBe('CHALLENGE_REQUIRED');
  });

  it('signs in a fixed test number without sending an SMS', async () => {
    const before = t.sms.sent.length;
    expect((await send('9999999999')).status).toBe(200);
    expect((await send('9999999999')).status).toBe(200);
    expect(t.sms.sent.length).toBe(before);
    const res = await verify('9999999999', '1234');
    expect(res.status).toBe(200);
  });

  it('revokes the token at logout: it then gets 401 Not authenticated', async () => {
    const { phone, ip } = fresh();
    await send(phone, ip);
    const { token } = (await verify(phone, t.sms.lastCode(phone), ip)).body.data;
    const out = await t.call({ method: 'POST', url: '/api/v4/auth/user/logout', token });
    expect(out.status).toBe(200);
    const after = await t.call({ method: 'GET', url: '/api/v4/user/', token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Not authenticated');
    expect((await t.call({ method: 'POST', url: '/api/v4/auth/user/logout', token })).status).toBe(401);
  });

  it('expires a session after 30 idle days', async () => {
    const { phone, ip } = fresh();
    await send(phone, ip);
    const { token } = (await verify(phone, t.sms.lastCode(phone), ip)).body.data;
    t.clock.advance(29 * 24 * 60 * 60_000);
    expect((await t.call({ method: 'GET', url: '/api/v4/user', token })).status).toBe(200);
    t.clock.advance(29 * 24 * 60 * 60_000);
    expect((await t.call({ method: 'GET', url: '/api/v4/user', token })).status).toBe(200);
    t.clock.advance(31 * 24 * 60 * 60_000);
    expect((await t.call({ method: 'GET', url: '/api/v4/user', token })).status).toBe(401);
  });

  it('answers 503 and keeps no code when the SMS provider fails', async () => {
    const { phone, ip } = fresh();
    const original = t.ctx.sms.sendOtp;
    t.ctx.sms.sendOtp = async () => {
      throw new Error('provider down');
    };
    try {
      const res = await send(phone, ip);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Failed to send OTP. Please try again.');
      expect(
        await t.db
          .select()
          .from(otpCodes)
          .where(eq(otpCodes.phone, `+91${phone}`)),
      ).toEqual([]);
    } finally {
      t.ctx.sms.sendOtp = original;
    }
  });

  it('parses OTP_TEST_NUMBERS and ignores malformed entries', () => {
    expect([...parseTestNumbers('9999999999:1234, 8888888888:123456,123:1,7777777777:ab')]).toEqual([
      ['+919999999999', '1234'],
      ['+918888888888', '123456'],
    ]);
  });

  it('purges expired codes and counters in housekeeping', async () => {
    const { phone, ip } = fresh();
    await send(phone, ip);
    t.clock.advance(3 * 24 * 60 * 60_000);
    const purged = await purgeAuthLeftovers(t.ctx);
    expect(purged.codes).toBeGreaterThan(0);
    expect(purged.counters).toBeGreaterThan(0);
    expect(
      await t.db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.phone, `+91${phone}`)),
    ).toEqual([]);
  });

  it('keeps at most 10 live sessions per shopper, ending the oldest', async () => {
    const { user } = await createUser(t.ctx);
    const tokens: string[] = [];
    for (let i = 0; i < 11; i++) tokens.push((await createSession(t.ctx, user.id)).token);
    expect((await t.call({ method: 'GET', url: '/api/v4/user', token: tokens[0] })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/v4/user', token: tokens[1] })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v4/user', token: tokens[10] })).status).toBe(200);
  });
});
