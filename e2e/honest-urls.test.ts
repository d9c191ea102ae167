import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

/** A GET with any Host header (fetch refuses to send one of its own). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const url = new URL(path, baseUrl());
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const EVIL = 'evil.example';
const poisoned: Record<string, string>[] = [
  { host: EVIL },
  { 'x-forwarded-host': EVIL },
  { host: `${EVIL}:443`, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https', forwarded: `host=${EVIL}` },
];

describe('absolute URLs come from the store, never from the request', () => {
  it.each(['/product/1', '/sitemap.xml', '/robots.txt', '/category/1?v=poison'])(
    '%s asked for under a foreign Host speaks of the store, and later visitors get no trace of it',
    async (path) => {
      for (const headers of poisoned) {
        const answer = await get(path, headers);
        expect(answer.status).toBe(200);
        expect(answer.body).not.toContain(EVIL);
      }
      // Whatever the page cache kept in between, a plain visitor sees the store's own origin.
      const plain = await get(path);
      expect(plain.body).not.toContain(EVIL);
      if (path === '/product/1') expect(plain.body).toContain(`<meta property="og:image" content="${baseUrl()}/`);
      if (path === '/robots.txt') expect(plain.body).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
      if (path === '/sitemap.xml') expect(plain.body).toContain(`<loc>${baseUrl()}/</loc>`);
    },
  );
});
