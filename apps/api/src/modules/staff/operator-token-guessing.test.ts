import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { testConfig } from '../../../test/test-config.ts';

const OPERATOR = testConfig().OPERATOR_TOKEN!;
const DELAY_MS = 400;

/** Finding 8: wrong operator tokens are slowed down and, past 10 per network in 15 minutes, refused. */
describe('operator token guessing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { OPERATOR_FAILURE_DELAY_MS: String(DELAY_MS) } });
  });
  afterAll(() => t.close());

  const order = (token: string, ip: string) =>
    t.call({
      method: 'GET',
      url: '/api/v4/admin/orders/SH0000000000',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: ip,
    });

  it('answers each wrong token only after a delay', async () => {
    // Warm: the first request of a fresh app is slow for reasons of its own.
    expect((await order(OPERATOR, '192.0.2.199')).status).toBe(404);
    const started = performance.now();
    const res = await order('wrong-operator-token-000000000000', '192.0.2.200');
    expect(res.status).toBe(403);
    expect(performance.now() - started).toBeGreaterThanOrEqual(DELAY_MS - 5);
  });

  it('refuses a network after 10 wrong tokens, even its right one, and leaves other networks alone', async () => {
    const ip = '2001:db8:bad:1::1';
    for (let i = 0; i < 10; i++) {
      // Rotating through the /64 does not help.
      expect((await order(`wrong-operator-token-${i}-000000000000`, `2001:db8:bad:1::${i + 2}`)).status).toBe(403);
    }
    const blocked = await order(OPERATOR, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await order(OPERATOR, '192.0.2.201')).status).toBe(404);
    t.clock.advance(31 * 60_000);
    expect((await order(OPERATOR, ip)).status).toBe(404);
  });
});
