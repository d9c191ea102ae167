import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/faults/free-port.ts';
import { startThrowawayRedis, type ThrowawayRedis } from '../../../test/faults/throwaway-redis.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** Rate-limit counters in Redis, and Redis gone: sign-in answers 503 in the envelope (never 500) until it is back. */
describe('Redis down', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startThrowawayRedis();
    t = await createTestApp({ config: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `t${process.pid}:` } });
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await redis.destroy();
  });

  const sendOtp = (phone: string) =>
    t.call({ method: 'POST', url: '/api/v4/auth/user/send-otp', payload: { phoneNumber: phone } });

  it('answers 503 with Retry-After while Redis is away, and signs in again once it is back', async () => {
    expect((await sendOtp('9876500001')).status).toBe(200);
    await redis.stop();
    for (const phone of ['9876500002', '9876500003']) {
      const res = await sendOtp(phone);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBe('5');
      expect(JSON.stringify(res.body)).not.toMatch(/redis|ECONN|stack/i);
    }
    await redis.start();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await sendOtp('9876500004')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
  });

  it('answers 503, not 500, when Redis was never reachable', async () => {
    const port = await freePort();
    const lonely = await createTestApp({ config: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    try {
      const res = await lonely.call({
        method: 'POST',
        url: '/api/v4/auth/user/send-otp',
        payload: { phoneNumber: '9876500005' },
      });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await lonely.close();
    }
  });
});
