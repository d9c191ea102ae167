import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { solvedProofOfWork } from '../../../test/proof-of-work.ts';
import {
  networkWrongCodeBudget,
  NETWORK_FAILURE_WINDOW_MS,
  OTP_MAX_ATTEMPTS,
  TAKEOVER_TARGET_PER_NETWORK_DAY,
} from './otp-limits.ts';

const DAY = 24 * 60 * 60_000;
let n = 0;
/** A phone no other test uses. */
const freshPhone = () => `97${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
const wrong = (code: string) => String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');

function calls(t: TestApp) {
  const send = (
    phoneNumber: string,
    ip: string,
    extra: { proofOfWork?: string; headers?: Record<string, string> } = {},
  ) =>
    t.call({
      method: 'POST',
      url: '/api/v4/auth/user/send-otp',
      payload: { phoneNumber, proofOfWork: extra.proofOfWork },
      remoteAddress: ip,
      ...(extra.headers ? { headers: extra.headers } : {}),
    });
  const verify = (phoneNumber: string, otp: string, ip: string, proofOfWork?: string) =>
    t.call({
      method: 'POST',
      url: '/api/v4/auth/user/verify-otp',
      payload: { phoneNumber, otp, proofOfWork },
      remoteAddress: ip,
    });
  /** As the sign-in page: on CHALLENGE_REQUIRED, solve one and try again. */
  const solving = async (
    call: (proof?: string) => Promise<{ status: number; body: any; headers: Record<string, unknown> }>,
    ip: string,
    phone: string,
  ) => {
    const first = await call();
    if (first.body?.code !== 'CHALLENGE_REQUIRED') return first;
    return call(await solvedProofOfWork(t, ip, phone));
  };
  return { send, verify, solving };
}

// Many sign-in calls per test: PostgreSQL on a busy machine needs longer than the default 30 s.
describe('sign-in abuse', { timeout: 120_000 }, () => {
  let t: TestApp;
  // The store-wide challenge threshold is out of the way here; the first test has a store of its own for it.
  beforeAll(async () => {
    t = await createTestApp({ config: { SMS_HOURLY_CHALLENGE_AFTER: '100000' } });
  });
  afterAll(() => t.close());

  it('540 sends from 36 IPv6 /64s neither spend the SMS budget nor stop a real new shopper (finding 1)', async () => {
    const store = await createTestApp();
    try {
      const { send, solving } = calls(store);
      const statuses: number[] = [];
      // 36 attacker /64s, each rotating through 15 addresses of its own block at once, to 540 different phones.
      for (let block = 0; block < 36; block++) {
        const batch = Array.from({ length: 15 }, (_, i) =>
          send(freshPhone(), `2001:db8:${(block + 1).toString(16)}:1::${(i + 1).toString(16)}`),
        );
        for (const res of await Promise.all(batch)) statuses.push(res.status);
      }
      const attackerTexts = store.sms.sent.length;
      // Past the store's normal rate (100 texts an hour) every further send needs work the attacker did not do;
      // the threshold is read before each send, so one batch of 15 at once may pass it by less than 15.
      const normalRate = store.ctx.config.SMS_HOURLY_CHALLENGE_AFTER;
      expect(attackerTexts).toBeGreaterThanOrEqual(normalRate);
      expect(attackerTexts).toBeLessThan(normalRate + 15);
      expect(attackerTexts).toBeLessThan(store.ctx.config.SMS_HOURLY_CAP / 4);
      expect(statuses.filter((s) => s === 200)).toHaveLength(attackerTexts);

      const shopper = freshPhone();
      const res = await solving(
        (proofOfWork) => send(shopper, '198.51.100.77', { proofOfWork }),
        '198.51.100.77',
        shopper,
      );
      expect(res.status).toBe(200);
      expect(res.headers['retry-after']).toBeUndefined();
      expect(store.sms.lastCode(shopper)).toMatch(/^\d{4}$/);
    } finally {
      await store.close();
    }
  }, 300_000);

  it('counts an IPv6 /64 as one network and an IPv4-mapped address as its IPv4 address', async () => {
    const { send } = calls(t);
    for (let i = 1; i <= 20; i++)
      expect((await send(freshPhone(), `2001:db8:77:5:${i.toString(16)}::1`)).status).toBe(200);
    expect((await send(freshPhone(), '2001:db8:77:5:ffff::2')).body.code).toBe('CHALLENGE_REQUIRED');
    expect((await send(freshPhone(), '2001:db8:77:6::1')).status).toBe(200);

    for (let i = 0; i < 20; i++) expect((await send(freshPhone(), '203.0.113.50')).status).toBe(200);
    expect((await send(freshPhone(), '::ffff:203.0.113.50')).body.code).toBe('CHALLENGE_REQUIRED');
  });

  it('ignores X-Forwarded-For from loopback unless TRUST_PROXY names the proxy', async () => {
    const { send } = calls(t);
    const viaLoopback = (i: number) =>
      send(freshPhone(), '127.0.0.1', { headers: { 'x-forwarded-for': `192.0.2.${i}` } });
    for (let i = 0; i < 20; i++) expect((await viaLoopback(i)).status).toBe(200);
    expect((await viaLoopback(99)).body.code).toBe('CHALLENGE_REQUIRED');

    const proxied = await createTestApp({ config: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const p = calls(proxied);
      const behindProxy = (i: number) =>
        p.send(freshPhone(), '127.0.0.1', { headers: { 'x-forwarded-for': `192.0.2.${i}` } });
      // Each shopper behind the named proxy is their own network.
      for (let i = 0; i < 25; i++) expect((await behindProxy(i)).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("lets the victim's right code through after an attacker's wrong ones, once a challenge is solved (finding 7)", async () => {
    const { send, verify, solving } = calls(t);
    const victim = freshPhone();
    const victimIp = '100.64.7.1';
    expect((await send(victim, victimIp)).status).toBe(200);
    const code = t.sms.lastCode(victim)!;
    for (let i = 0; i < 5; i++) {
      const guess = await solving((p) => verify(victim, wrong(code), '192.0.2.66', p), '192.0.2.66', victim);
      expect(guess.body.code).toBe('OTP_INVALID');
    }
    const asked = await verify(victim, code, victimIp);
    expect(asked.body.code).toBe('CHALLENGE_REQUIRED');
    const signedIn = await verify(victim, code, victimIp, await solvedProofOfWork(t, victimIp, victim));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toBeDefined();
  });

  it('never locks a phone for its owner, however many wrong codes other networks sent (finding 7)', async () => {
    const { send, verify, solving } = calls(t);
    const victim = freshPhone();
    const victimIp = '100.64.8.1';
    for (const attacker of ['192.0.2.70', '192.0.2.71']) {
      t.clock.advance(31_000);
      expect((await solving((p) => send(victim, attacker, { proofOfWork: p }), attacker, victim)).status).toBe(200);
      const code = t.sms.lastCode(victim)!;
      for (let i = 0; i < 5; i++) await solving((p) => verify(victim, wrong(code), attacker, p), attacker, victim);
    }
    t.clock.advance(31_000);
    const resend = await solving((p) => send(victim, victimIp, { proofOfWork: p }), victimIp, victim);
    expect(resend.status).toBe(200);
    const code = t.sms.lastCode(victim)!;
    expect((await solving((p) => verify(victim, code, victimIp, p), victimIp, victim)).status).toBe(200);
  });

  it('holds a network to its weekly wrong-code budget: at most 6 guesses evaluated, challenges from the third (finding 6)', async () => {
    const { send, verify, solving } = calls(t);
    const ip = '192.0.2.90';
    let evaluated = 0;
    let challenged = 0;
    let refused: { status: number; headers: Record<string, unknown>; body: any } | null = null;
    for (let i = 0; i < 30 && !refused; i++) {
      const phone = freshPhone();
      await send(phone, `100.64.9.${i}`);
      const code = t.sms.lastCode(phone)!;
      const first = await verify(phone, wrong(code), ip);
      if (first.body.code === 'CHALLENGE_REQUIRED') {
        challenged++;
        const res = await verify(phone, wrong(code), ip, await solvedProofOfWork(t, ip));
        if (res.body.code === 'OTP_INVALID') evaluated++;
        else refused = res;
      } else if (first.body.code === 'OTP_INVALID') evaluated++;
      else refused = first;
    }
    expect(evaluated).toBe(networkWrongCodeBudget(4));
    expect(challenged).toBe(evaluated - 2);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // The same network is still refused a day later; a week later it may try again.
    t.clock.advance(DAY);
    const phone = freshPhone();
    await solving((p) => send(phone, ip, { proofOfWork: p }), ip, phone);
    expect((await solving((p) => verify(phone, '0000', ip, p), ip, phone)).status).toBe(429);
    t.clock.advance(7 * DAY);
    t.clock.advance(31_000);
    await solving((p) => send(phone, ip, { proofOfWork: p }), ip, phone);
    expect((await solving((p) => verify(phone, t.sms.lastCode(phone)!, ip, p), ip, phone)).status).toBe(200);
  });

  it('charges nothing for a typo followed by the right code, so a busy carrier NAT keeps its budget', async () => {
    const { send, verify } = calls(t);
    const nat = '100.72.0.1';
    for (let i = 0; i < 25; i++) {
      const phone = freshPhone();
      expect((await send(phone, `100.72.1.${i}`)).status).toBe(200);
      const code = t.sms.lastCode(phone)!;
      expect((await verify(phone, wrong(code), nat)).body.code).toBe('OTP_INVALID');
      expect((await verify(phone, code, nat)).status).toBe(200);
    }
  });

  it('takes a solved challenge once, and refuses a forged, expired or malformed one naming proofOfWork', async () => {
    const { send } = calls(t);
    const ip = '192.0.2.120';
    for (let i = 0; i < 20; i++) await send(freshPhone(), ip);
    const proof = await solvedProofOfWork(t, ip);
    expect((await send(freshPhone(), ip, { proofOfWork: proof })).status).toBe(200);
    const replay = await send(freshPhone(), ip, { proofOfWork: proof });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      code: 'CHALLENGE_INVALID',
      errors: [
        { field: 'proofOfWork', message: 'The security check has expired or was not completed. Please try again.' },
      ],
    });

    const decoded = JSON.parse(Buffer.from(await solvedProofOfWork(t, ip), 'base64').toString());
    decoded.challenge.parameters.data.level = 7;
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expect((await send(freshPhone(), ip, { proofOfWork: forged })).body.code).toBe('CHALLENGE_INVALID');

    const unsolved = JSON.parse(Buffer.from(await solvedProofOfWork(t, ip), 'base64').toString());
    unsolved.solution.derivedKey = '00'.repeat(32);
    const guessed = Buffer.from(JSON.stringify(unsolved)).toString('base64');
    expect((await send(freshPhone(), ip, { proofOfWork: guessed })).body.code).toBe('CHALLENGE_INVALID');

    const stale = await solvedProofOfWork(t, ip);
    t.clock.advance(6 * 60_000);
    expect((await send(freshPhone(), ip, { proofOfWork: stale })).body.code).toBe('CHALLENGE_INVALID');
    expect((await send(freshPhone(), ip, { proofOfWork: 'not base64 json' })).body.code).toBe('CHALLENGE_INVALID');
  });

  it('asks for a harder challenge as a network keeps failing (backoff)', async () => {
    const { send, verify, solving } = calls(t);
    const ip = '192.0.2.140';
    const levels: number[] = [];
    for (let i = 0; i < 5; i++) {
      const phone = freshPhone();
      await send(phone, `100.64.14.${i}`);
      await solving((p) => verify(phone, wrong(t.sms.lastCode(phone)!), ip, p), ip, phone);
      const challenge = await t.call({ method: 'GET', url: '/api/v4/auth/challenge', remoteAddress: ip });
      expect(challenge.headers['cache-control']).toBe('no-store');
      levels.push(challenge.body.data.parameters.data.level);
    }
    expect(levels).toEqual([1, 1, 2, 3, 4]);
  });
});

describe('the sign-in abuse model (docs/security.md)', () => {
  /**
   * A network's guesses that are evaluated in a week: at most `budget` wrong ones, plus its successes, each of
   * which can redeem at most `budget` earlier wrong ones. A guess at a live code wins with probability at most
   * 1 / (10^d - 29) (up to 29 earlier wrong tries of that code ruled out). So the expected successes S per
   * week satisfy S <= p (budget + (budget + 1) S), i.e. S <= p budget / (1 - (budget + 1) p).
   */
  const expectedTakeoversPerDay = (digits: number, budget: number) => {
    const p = 1 / (10 ** digits - (OTP_MAX_ATTEMPTS - 1));
    const perWeek = (p * budget) / (1 - (budget + 1) * p);
    return perWeek / (NETWORK_FAILURE_WINDOW_MS / DAY);
  };

  it.each([4, 5, 6])(
    'keeps the expected takeovers per network per day below 1 in 10,000 with %i-digit codes',
    (digits) => {
      expect(TAKEOVER_TARGET_PER_NETWORK_DAY).toBe(1 / 10_000);
      expect(expectedTakeoversPerDay(digits, networkWrongCodeBudget(digits))).toBeLessThan(1 / 10_000);
    },
  );

  it('gives a network 6 unredeemed wrong codes a week with the default 4 digits, 699 with 6', () => {
    expect(networkWrongCodeBudget(4)).toBe(6);
    expect(networkWrongCodeBudget(6)).toBe(699);
  });
});
