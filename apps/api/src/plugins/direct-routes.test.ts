import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { answerDirectly } from './direct-routes.ts';

/** What Fastify answers for a URL, as the in-process transport reads it. */
async function throughFastify(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  return { status: res.statusCode, json: res.json() as unknown };
}

describe("a server render's reads answered by the route's handler directly", () => {
  let t: TestApp;
  let categoryId: number;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const made = await createProduct(t.ctx, { name: 'Kundan Choker', categoryName: 'Necklaces' });
    ({ categoryId } = made);
    productId = made.product.id;
    for (let i = 0; i < 3; i++) await createProduct(t.ctx, { name: `Temple Necklace ${i}`, categoryId });
  });
  afterAll(() => t.close());

  it('answers what Fastify answers, byte for byte', async () => {
    const urls = [
      `/api/v4/products/category/${categoryId}/?page=1&itemsPerPage=24`,
      `/api/v4/products/category/${categoryId}?sort=price-low&itemsPerPage=2&page=2`,
      `/api/v4/products/${productId}`,
      `/api/v4/category/${categoryId}`,
      '/api/v4/category/',
      '/api/v4/settings/',
      '/api/v4/policys',
      // A static route beside a parameter one at the same depth (/products/:id): the router picks as Fastify's.
      `/api/v4/products/facets?scope=category&scopeId=${categoryId}`,
    ];
    for (const url of urls) {
      const direct = await answerDirectly(t.app, url);
      expect(direct, url).not.toBeNull();
      const fastify = await t.app.inject({ method: 'GET', url });
      expect(fastify.statusCode, url).toBe(200);
      expect(direct, url).toBe(fastify.body);
    }
  });

  it('leaves refusals to Fastify, whose 400 and 404 the render then gets', async () => {
    for (const [url, status] of [
      ['/api/v4/category/abc', 400],
      ['/api/v4/category/999999', 404],
      [`/api/v4/products/category/${categoryId}?itemsPerPage=5000`, 400],
    ] as const) {
      expect(await answerDirectly(t.app, url), url).toBeNull();
      expect((await throughFastify(t, url)).status, url).toBe(status);
    }
  });

  it('leaves guarded routes and routes outside the catalogue to Fastify', async () => {
    for (const url of ['/api/v4/wishlist', '/api/v4/cart', '/api/v4/orders', '/api/v4/health', '/api/v4/nowhere'])
      expect(await answerDirectly(t.app, url), url).toBeNull();
  });

  it('counts each direct answer in the request metrics under its route, as a call through Fastify is', async () => {
    const series = async () =>
      (await t.ctx.metrics.registry.getSingleMetric('shringar_http_requests_total')?.get())?.values.find(
        (v) => v.labels.route === '/api/v4/category/:id' && v.labels.status === '200',
      )?.value ?? 0;
    const before = await series();
    await answerDirectly(t.app, `/api/v4/category/${categoryId}`);
    expect(await series()).toBe(before + 1);
  });
});

describe('direct answers and the answer cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { CATALOGUE_CACHE_MS: '60000' } });
  });
  afterAll(() => t.close());

  it('keeps what it answers for Fastify to replay, reads what Fastify kept, and forgets it on a change', async () => {
    const first = await createProduct(t.ctx, { name: 'Rose Face Mist' });
    const url = `/api/v4/products/category/${first.categoryId}`;
    const direct = await answerDirectly(t.app, url);
    await createProduct(t.ctx, { name: 'Jasmine Face Mist', categoryId: first.categoryId });
    // Kept: Fastify replays the direct answer (one product), the second product unseen until a change.
    const replay = await t.app.inject({ method: 'GET', url });
    expect(replay.body).toBe(direct);
    expect(await answerDirectly(t.app, url)).toBe(direct);
    await t.ctx.changes.publish({ kind: 'catalogue' });
    const after = JSON.parse((await answerDirectly(t.app, url))!) as { data: { pagination: { totalItems: number } } };
    expect(after.data.pagination.totalItems).toBe(2);
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual(after);
  });
});
