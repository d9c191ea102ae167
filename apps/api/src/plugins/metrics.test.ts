import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutHelpers } from '../../test/checkout-factories.ts';
import { testDbKind } from '../../test/databases.ts';
import { createProduct } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { JobRunner } from '../lib/jobs/job-runner.ts';
import { metricsListener } from './metrics.ts';

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
    t = await createTestApp({ config: { CATALOGUE_CACHE_MS: '60000', METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
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

  it('needs the token on the store’s port: a local request (a proxy on this machine) is refused without it', async () => {
    for (const headers of [
      {},
      { 'x-forwarded-for': '203.0.113.9' },
      { authorization: `Bearer ${TOKEN.replace(/.$/, 'x')}` },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('shringar_');
    }
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE shringar_http_requests_total counter');

    const tokenless = await createTestApp();
    try {
      expect((await tokenless.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await tokenless.close();
    }
  });

  it('serves the scraper without a token on a socket of its own (METRICS_PORT on loopback)', async () => {
    const server = await metricsListener(t.ctx, 0, '127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE shringar_http_requests_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/api/v4/health`)).status).toBe(404);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
