import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fastLaneOf } from './fast-lane.ts';

/** /metrics answers only with its token (or on its own port). */
const METRICS_TOKEN = 'fast-lane-test-metrics-token-0123456789';

type Raw = { status: number; head: string[]; body: Buffer };

/** One GET over a real socket: the status, every header as written (Date left out: it is the clock's) and bytes. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const head: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i]!.toLowerCase() !== 'date') head.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve({ status: res.statusCode!, head, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const metricValue = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`${series} `))
      ?.split(' ')[1] ?? 0,
  );

describe('the fast lane', () => {
  let t: TestApp;
  let base: string;
  let categoryId: number;
  const replays = () => vi.mocked(fastLaneOf(t.ctx).replay).mock.calls.length;
  beforeAll(async () => {
    t = await createTestApp({ config: { CATALOGUE_CACHE_MS: '60000', METRICS_TOKEN } });
    const made = await createProduct(t.ctx, { name: 'Sandalwood Soap' });
    categoryId = made.categoryId;
    // Enough cards for the answer to be compressed.
    for (let i = 0; i < 12; i++) await createProduct(t.ctx, { name: `Sandalwood Soap ${i}`, categoryId });
    vi.spyOn(fastLaneOf(t.ctx), 'replay');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  it('answers a kept answer with the status, headers and bytes the full pipeline sends, in every variant', async () => {
    const url = `/api/v4/products/category/${categoryId}?page=1`;
    const etag = (await get(base, url)).head.find((h) => h.startsWith('etag: '))!.slice(6);
    const variants: Record<string, string>[] = [
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'gzip, deflate, br' },
      {},
      { 'if-none-match': etag },
      { 'if-none-match': `W/"other", ${etag}`, 'accept-encoding': 'br' },
    ];
    for (const headers of variants) {
      const full = await get(base, url, headers); // the full pipeline's replay, recorded
      const before = replays();
      const fast = await get(base, url, headers);
      expect(replays(), JSON.stringify(headers)).toBe(before + 1);
      expect(fast.status).toBe(full.status);
      expect(fast.head).toEqual(full.head);
      expect(fast.body.equals(full.body)).toBe(true);
    }
    const plain = await get(base, url);
    expect(JSON.parse(plain.body.toString()).data.pagination.totalItems).toBe(13);
    expect(plain.head).toContain('X-Frame-Options: SAMEORIGIN');
    expect(plain.head).toContain('cache-control: public, no-cache');
  });

  it('leaves signed-in, cross-origin and unrecorded requests to the full pipeline', async () => {
    const url = `/api/v4/products/category/${categoryId}?page=2`;
    await get(base, url);
    await get(base, url);
    const before = replays();
    const { token } = await createUser(t.ctx);
    const signedIn = await get(base, url, { authorization: `Bearer ${token}` });
    expect(signedIn.head).toContain('cache-control: private, no-store');
    await get(base, url, { origin: 'https://elsewhere.example' });
    // A coding the cache does not keep: @fastify/compress answers it.
    const deflated = await get(base, url, { 'accept-encoding': 'deflate' });
    expect(deflated.status).toBe(200);
    expect(replays()).toBe(before);
  });

  it('forgets a kept answer when the store changes, and counts what it answers in the request figures', async () => {
    const url = `/api/v4/products/category/${categoryId}?page=3`;
    await get(base, url);
    await get(base, url);
    const scrape = async () =>
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
        .body;
    const series = 'shringar_http_requests_total{method="GET",route="/api/v4/products/category/:id",status="200"}';
    const counted = metricValue(await scrape(), series);
    const before = replays();
    await get(base, url);
    expect(replays()).toBe(before + 1);
    expect(metricValue(await scrape(), series)).toBe(counted + 1);
    await createProduct(t.ctx, { name: 'Sandalwood Soap, large', categoryId });
    await t.ctx.changes.publish({ kind: 'catalogue' });
    const after = await get(base, `/api/v4/products/category/${categoryId}?page=1`);
    expect(JSON.parse(after.body.toString()).data.pagination.totalItems).toBe(14);
    expect(replays()).toBe(before + 1);
  });
});
