import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { solvedProofOfWork } from '../../../test/proof-of-work.ts';

let n = 0;
/** A phone no other test uses. */
const freshPhone = () => `96${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;

// Hundreds of sends, each solving a challenge: longer than the default 30 s on a busy machine.
describe('SMS budget per network and prefix', { timeout: 300_000 }, () => {
  let t: TestApp;
  // The store's default budgets: the point is that they run out long before the store-wide cap.
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** As a sender that solves every challenge it is asked for: the answer it finally gets. */
  async function solvingSend(ip: string) {
    const phone = freshPhone();
    const send = (proofOfWork?: string) =>
      t.call({
        method: 'POST',
        url: '/api/v4/auth/user/send-otp',
        payload: { phoneNumber: phone, proofOfWork },
        remoteAddress: ip,
      });
    const first = await send();
    const res = first.body?.code === 'CHALLENGE_REQUIRED' ? await send(await solvedProofOfWork(t, ip, phone)) : first;
    return { phone, res };
  }

  /** Sends from each address in turn until `count` sends were made; the statuses, in order. */
  async function sendsFrom(addresses: string[], count: number) {
    const answers = [];
    for (let i = 0; i < count; i++) answers.push((await solvingSend(addresses[i % addresses.length]!)).res);
    return answers;
  }

  function expectRefused(res: { status: number; body: any; headers: Record<string, unknown> }) {
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('a solving sender spends only its network and prefix shares; other networks still get codes', async () => {
    const { OTP_SENDS_PER_NETWORK_HOURLY_MAX: perNetwork, OTP_SENDS_PER_PREFIX_HOURLY_MAX: perPrefix } = t.ctx.config;
    const cap = t.ctx.config.SMS_HOURLY_CAP;
    expect(perPrefix).toBeGreaterThan(perNetwork);

    // One IPv4 address: its own share, then 429 however many challenges it solves.
    const single = await sendsFrom(['203.0.113.9'], perNetwork + 5);
    expect(single.slice(0, perNetwork).every((r) => r.status === 200)).toBe(true);
    single.slice(perNetwork).forEach(expectRefused);
    expect(t.sms.sent).toHaveLength(perNetwork);

    // Its neighbours in the same /24 share what is left of the prefix's budget, then are refused too.
    const neighbours = Array.from({ length: 10 }, (_, i) => `203.0.113.${20 + i}`);
    const rest = await sendsFrom(neighbours, perPrefix - perNetwork + 10);
    expect(rest.filter((r) => r.status === 200)).toHaveLength(perPrefix - perNetwork);
    rest.slice(perPrefix - perNetwork).forEach(expectRefused);
    expect(t.sms.sent).toHaveLength(perPrefix);

    // The same from IPv6: addresses of one /64 are one network, the /64s of one /48 one prefix.
    const oneV6Network = Array.from({ length: 8 }, (_, i) => `2001:db8:aa:1::${(i + 1).toString(16)}`);
    const v6Single = await sendsFrom(oneV6Network, perNetwork + 5);
    expect(v6Single.filter((r) => r.status === 200)).toHaveLength(perNetwork);
    v6Single.slice(perNetwork).forEach(expectRefused);
    const siblingV6Networks = Array.from({ length: 10 }, (_, i) => `2001:db8:aa:${(i + 2).toString(16)}::1`);
    const v6Rest = await sendsFrom(siblingV6Networks, perPrefix - perNetwork + 10);
    expect(v6Rest.filter((r) => r.status === 200)).toHaveLength(perPrefix - perNetwork);
    v6Rest.slice(perPrefix - perNetwork).forEach(expectRefused);

    // The attacker's texts are its two prefixes' shares, far below the store-wide cap ...
    const attackerTexts = t.sms.sent.length;
    expect(attackerTexts).toBe(2 * perPrefix);
    expect(attackerTexts).toBeLessThan(cap / 2);

    // ... so a shopper from another network still gets a code (solving the store-wide challenge if asked).
    for (const ip of ['198.51.100.77', '2001:db8:bb:1::7']) {
      const { phone, res } = await solvingSend(ip);
      expect(res.status).toBe(200);
      expect(res.headers['retry-after']).toBeUndefined();
      expect(t.sms.lastCode(phone)).toMatch(/^\d{4}$/);
    }
    expect(t.sms.sent).toHaveLength(attackerTexts + 2);
  });
});
