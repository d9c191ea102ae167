import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStorefrontFiles } from './storefront-files.ts';

const script = 'export const greeting = "namaste";\n'.repeat(200);

describe('registerStorefrontFiles', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-files-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'entry-abc123.js'), script);
    writeFileSync(join(dir, 'assets', 'entry-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'assets', 'entry-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = Fastify();
    await registerStorefrontFiles(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy written at build time, with its length, to a browser that takes it', async () => {
    const res = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('sends gzip to a client without brotli and the plain file to one that takes neither', async () => {
    const gz = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a missing asset 404 and serves the files of public/ for an hour', async () => {
    expect((await app.inject({ url: '/assets/entry-gone.js' })).statusCode).toBe(404);
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});
