import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const PUBLIC = 'public, no-cache';

describe('HTTP caching headers', () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    productId = (await createProduct(t.ctx, { name: 'Rose Attar' })).product.id;
  });
  afterAll(() => t.close());

  it('marks anonymous answers cacheable with an ETag and answers 304 when unchanged', async () => {
    const url = `/api/v4/products/${productId}`;
    const first = await t.call({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe(PUBLIC);
    expect(first.headers.vary).toContain('Authorization');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.call({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const listed = await t.call({ method: 'GET', url, headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(listed.status).toBe(304);
    const other = await t.call({ method: 'GET', url, headers: { 'if-none-match': 'W/"stale"' } });
    expect(other.status).toBe(200);
    const missing = await t.call({ method: 'GET', url: '/api/v4/products/987654' });
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('never lets shared caches keep an answer personalised by a token', async () => {
    const { token } = await createUser(t.ctx);
    const res = await t.call({ method: 'GET', url: `/api/v4/products/${productId}`, token });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Authorization');
    expect(res.headers.etag).toBeUndefined();
  });

  it('compresses an answer it does not keep in one step, gzip when the client takes it', async () => {
    const made = await createProduct(t.ctx, { name: 'Sandalwood Soap' });
    for (let i = 0; i < 30; i++)
      await createProduct(t.ctx, { name: `Sandalwood Soap ${i}`, categoryId: made.categoryId });
    const url = `/api/v4/products/category/${made.categoryId}/?itemsPerPage=30`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    for (const [accept, encoding, decode] of [
      // Sent once: gzip at a low level costs less than brotli and is smaller than brotli at that cost.
      ['gzip, br', 'gzip', gunzipSync],
      ['br', 'br', brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
  });
});

describe('anonymous answer cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { CATALOGUE_CACHE_MS: '60000' } });
  });
  afterAll(() => t.close());

  it('replays an anonymous answer for its lifetime but never a signed-in one', async () => {
    const first = await createProduct(t.ctx, { name: 'Kumkumadi Face Serum' });
    const url = `/api/v4/products/category/${first.categoryId}`;
    const before = await t.call({ method: 'GET', url });
    expect(before.body.data.pagination.totalItems).toBe(1);
    await createProduct(t.ctx, { name: 'Vitamin C Face Serum', categoryId: first.categoryId });
    const replay = await t.call({ method: 'GET', url });
    expect(replay.body).toEqual(before.body);
    expect(replay.headers.etag).toBe(before.headers.etag);
    expect(replay.headers['cache-control']).toBe(PUBLIC);
    const revalidated = await t.call({
      method: 'GET',
      url,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(revalidated.status).toBe(304);
    const { token } = await createUser(t.ctx);
    const signedIn = await t.call({ method: 'GET', url, token });
    expect(signedIn.body.data.pagination.totalItems).toBe(2);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    // another URL is another answer
    const other = await t.call({ method: 'GET', url: `${url}?sort=name` });
    expect(other.body.data.pagination.totalItems).toBe(2);
  });

  it('replays a kept answer compressed once per encoding, and plain to a client that takes none', async () => {
    const made = await createProduct(t.ctx, { name: 'Sandalwood Soap' });
    for (let i = 0; i < 30; i++)
      await createProduct(t.ctx, { name: `Sandalwood Soap ${i}`, categoryId: made.categoryId });
    const url = `/api/v4/products/category/${made.categoryId}/?itemsPerPage=30`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const body = plain.body;
    expect(Buffer.byteLength(body)).toBeGreaterThan(1024);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate', 'gzip', gunzipSync],
      ['gzip, br', 'br', brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers.vary).toContain('Accept-Encoding');
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(decode(res.rawPayload).toString('utf8')).toBe(body);
        expect(res.headers.etag).toBe(plain.headers.etag);
      }
    }
  });

  it('forgets every kept answer when a store change is announced', async () => {
    const first = await createProduct(t.ctx, { name: 'Sandal Soap' });
    const url = `/api/v4/products/category/${first.categoryId}`;
    const before = await t.call({ method: 'GET', url });
    expect(before.body.data.pagination.totalItems).toBe(1);
    await createProduct(t.ctx, { name: 'Neem Soap', categoryId: first.categoryId });
    expect((await t.call({ method: 'GET', url })).body.data.pagination.totalItems).toBe(1);
    await t.ctx.changes.publish({ kind: 'catalogue' });
    const after = await t.call({ method: 'GET', url });
    expect(after.body.data.pagination.totalItems).toBe(2);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
