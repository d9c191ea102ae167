import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchedules } from '../db/schema/jobs.ts';
import { checkoutHelpers } from '../../test/checkout-factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const JOBS = ['auth-housekeeping', 'draft-expiry', 'order-messages', 'payment-reconciliation', 'stock-alerts'];
const jobsOn = { JOBS_ENABLED: 'true', JOB_POLL_MS: '100' };

describe('API_ROLE=worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { ...jobsOn, API_ROLE: 'worker' } });
  });
  afterAll(() => t.close());

  it('answers health and readiness checks and nothing else', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v4/health' })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v4/ready' })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v4/settings' })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/v4/categories' })).status).toBe(404);
  });

  it('runs every job', async () => {
    await expect
      .poll(async () =>
        (await t.db.select().from(jobSchedules))
          .filter((j) => j.runs > 0)
          .map((j) => j.name)
          .sort(),
      )
      .toEqual(JOBS);
  });
});

describe('API_ROLE=web', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { ...jobsOn, API_ROLE: 'web' } });
  });
  afterAll(() => t.close());

  it('serves the API and runs no jobs', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v4/settings' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await t.db.select().from(jobSchedules)).toEqual([]);
  });
});

describe('API_ROLE=all (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: jobsOn });
  });
  afterAll(() => t.close());
  const { shopper, orderCart } = checkoutHelpers(() => t);

  it("serves the API and sends an order's messages by itself after the order commits", async () => {
    const s = await shopper({ qty: 1 });
    const placed = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.orderId as string;
    t.clock.advance(5_000); // the dispatcher's interval, on the test's clock
    await expect
      .poll(() => t.emails.sent.map((m) => m.subject), { timeout: 10_000 })
      .toContain(`Your order ${orderId} is placed`);
    await expect.poll(() => t.sms.texts.filter((m) => m.text.includes(orderId)).length).toBe(1);
  });
});
