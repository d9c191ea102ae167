import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOneOffPage } from './one-off-page.ts';

const page = Buffer.from(`<!DOCTYPE html><html><body>${'<p>नमस्ते, Shringar</p>'.repeat(300)}</body></html>`);
const small = Buffer.from('<!DOCTYPE html><p>Not found</p>');

describe('sendOneOffPage', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.get('/page', (request, reply) => {
      reply.header('content-type', 'text/html');
      if (request.query && (request.query as { vary?: string }).vary) reply.header('vary', 'Cookie');
      return sendOneOffPage(reply, page, request.headers['accept-encoding']);
    });
    app.get('/small', (request, reply) => {
      reply.header('content-type', 'text/html');
      return sendOneOffPage(reply, small, request.headers['accept-encoding']);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends brotli to a browser that takes it, with its length, the same bytes once decoded', async () => {
    const res = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(page.length / 4);
    expect(brotliDecompressSync(res.rawPayload).equals(page)).toBe(true);
  });

  it('sends gzip to a client without brotli, and keeps a Vary the answer already had', async () => {
    const res = await app.inject({ url: '/page?vary=1', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(gunzipSync(res.rawPayload).equals(page)).toBe(true);
  });

  it('sends the plain page to a client that takes no coding, and a small page as it is', async () => {
    const plain = await app.inject({ url: '/page' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(page)).toBe(true);
    const refused = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const tiny = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.rawPayload.equals(small)).toBe(true);
  });
});
