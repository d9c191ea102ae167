import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutHelpers } from '../../test/checkout-factories.ts';
import { testDbKind } from '../../test/databases.ts';
import { createProduct } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { JobRunner } from '../lib/jobs/job-runner.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series in a Prometheus text answer, or undefined when it is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  let t: TestApp;
  const { shopper, orderCart } = checkoutHelpers(() => t);
  beforeAll(async () => {
    t = await createTestApp({ config: { CATALOGUE_CACHE_MS: '60000' } });
  });
  afterAll(() => t.close());
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('counts requests by route pattern and status, with durations, and anonymous answers from memory', async () => {
    const { product } = await createProduct(t.ctx);
    for (let i = 0; i < 3; i++)
      expect((await t.call({ method: 'GET', url: `/api/v4/products/${product.id}` })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v4/products/987654' })).status).toBe(404);
    const text = await scrape();
    const route = 'method="GET",route="/api/v4/products/:id"';
    expect(valueOf(text, `shringar_http_requests_total{${route},status="200"}`)).toBe(3);
    expect(valueOf(text, `shringar_http_requests_total{${route},status="404"}`)).toBe(1);
    expect(valueOf(text, `shringar_http_request_duration_seconds_count{${route},status_class="2xx"}`)).toBe(3);
    expect(text).toContain(`shringar_http_request_duration_seconds_bucket{le="0.005",${route},status_class="2xx"}`);
    // The first answer was produced, the next two replayed from memory.
    expect(valueOf(text, 'shringar_cache_lookups_total{cache="answers",result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(valueOf(text, 'shringar_cache_lookups_total{cache="answers",result="miss"}')).toBeGreaterThanOrEqual(1);
    // Never one series per product id.
    expect(text).not.toContain(`/api/v4/products/${product.id}"`);
  });

  it('counts orders placed by payment method', async () => {
    const s = await shopper({ qty: 1 });
    const before = valueOf(await scrape(), 'shringar_orders_placed_total{payment="COD"}') ?? 0;
    expect((await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id })).status).toBe(200);
    expect(valueOf(await scrape(), 'shringar_orders_placed_total{payment="COD"}')).toBe(before + 1);
  });

  it('counts job runs and failures, with their lag, and what is overdue store-wide', async () => {
    const jobs = [
      { name: 'metrics-ok', intervalMs: 60_000, run: async () => {} },
      {
        name: 'metrics-failing',
        intervalMs: 60_000,
        run: async () => {
          throw new Error('provider down');
        },
      },
    ];
    const runner = new JobRunner(t.ctx, jobs, 'metrics-test');
    await runner.register();
    t.clock.advance(5_000);
    expect((await runner.tick()).sort()).toEqual(['metrics-failing', 'metrics-ok']);
    const text = await scrape();
    expect(valueOf(text, 'shringar_job_runs_total{job="metrics-ok",outcome="ok"}')).toBe(1);
    expect(valueOf(text, 'shringar_job_runs_total{job="metrics-failing",outcome="failed"}')).toBe(1);
    expect(valueOf(text, 'shringar_job_start_lag_seconds{job="metrics-ok"}')).toBe(5);
    expect(valueOf(text, 'shringar_job_duration_seconds_count{job="metrics-ok"}')).toBe(1);
    expect(valueOf(text, 'shringar_database_up')).toBe(1);
    expect(text).toMatch(/^shringar_job_overdue_seconds\{job="metrics-ok"\} \d/m);
    if (testDbKind() === 'postgres') {
      // This process's own pool, found by its application_name: the scrape's query holds one connection.
      expect(text).toMatch(/^shringar_db_pool_connections\{state="active"\} [1-9]/m);
      expect(valueOf(text, 'shringar_db_pool_max')).toBe(20);
    }
  });

  it('is refused to a request that came through a proxy, and without the token once one is set', async () => {
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.body).not.toContain('shringar_');
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);

    const guarded = await createTestApp({ config: { METRICS_TOKEN: TOKEN } });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const wrong = { authorization: `Bearer ${TOKEN.replace(/.$/, 'x')}` };
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: wrong })).statusCode).toBe(404);
      const right = { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' };
      const res = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: right,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('# TYPE shringar_http_requests_total counter');
    } finally {
      await guarded.close();
    }
  });
});
