import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keepPage, PageNonces, pickEncoding } from './cached-page.ts';
import { SHAREABLE_PAGE_HEADER } from '@shringar/contracts/page-sharing';

const csp = (nonce: string) => `script-src 'self' 'nonce-${nonce}'`;
const html = (nonce: string, text = 'Shringar') =>
  new Response(`<html><script nonce="${nonce}">1</script><p>${text}</p><script nonce="${nonce}">2</script></html>`, {
    headers: { 'content-type': 'text/html; charset=utf-8', [SHAREABLE_PAGE_HEADER]: '1', 'cache-control': 'no-cache' },
  });

describe('a kept page', () => {
  it('carries one nonce in its body and its CSP, an ETag, and brotli and gzip bodies of the same bytes', async () => {
    const nonces = new PageNonces(60_000, 0);
    const page = await keepPage(html('RENDER'), 'RENDER', { nonces, csp, ttlMs: 5_000, now: 10 });
    const body = page.bodies.identity.toString();
    const nonce = /nonce="([^"]+)"/.exec(body)![1]!;
    expect(nonce).not.toBe('RENDER');
    expect(body.split(`nonce="${nonce}"`)).toHaveLength(3);
    const headers = new Map(page.headers);
    expect(headers.get('content-security-policy')).toBe(csp(nonce));
    expect(headers.get('etag')).toBe(page.etag);
    expect(headers.get('vary')).toBe('Accept-Encoding');
    expect(headers.has(SHAREABLE_PAGE_HEADER)).toBe(false);
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe(body);
    expect(gunzipSync(page.bodies.gzip).toString()).toBe(body);
    expect(page.expiresAt).toBe(5_010);
  });

  it('gets the same nonce and ETag when unchanged content is rendered again, and new ones when it changes', async () => {
    const nonces = new PageNonces(60_000, 0);
    const first = await keepPage(html('A1'), 'A1', { nonces, csp, ttlMs: 5_000, now: 0 });
    const again = await keepPage(html('B2'), 'B2', { nonces, csp, ttlMs: 5_000, now: 30_000 });
    const changed = await keepPage(html('C3', 'Sale'), 'C3', { nonces, csp, ttlMs: 5_000, now: 30_000 });
    expect(again.etag).toBe(first.etag);
    expect(changed.etag).not.toBe(first.etag);
    const nonceOf = (page: typeof first) => /nonce="([^"]+)"/.exec(page.bodies.identity.toString())![1];
    expect(nonceOf(again)).toBe(nonceOf(first));
    expect(nonceOf(changed)).not.toBe(nonceOf(first));
  });

  it('never repeats a nonce past the key window, and no other server derives the same one', async () => {
    const nonces = new PageNonces(60_000, 0);
    const first = await keepPage(html('A1'), 'A1', { nonces, csp, ttlMs: 5_000, now: 0 });
    const later = await keepPage(html('B2'), 'B2', { nonces, csp, ttlMs: 5_000, now: 60_000 });
    const elsewhere = await keepPage(html('A1'), 'A1', {
      nonces: new PageNonces(60_000, 0),
      csp,
      ttlMs: 5_000,
      now: 0,
    });
    expect(later.etag).not.toBe(first.etag);
    expect(elsewhere.etag).not.toBe(first.etag);
  });

  it('keeps a non-HTML answer as it is, without a CSP', async () => {
    const nonces = new PageNonces(60_000, 0);
    const response = new Response('User-agent: *', { headers: { 'content-type': 'text/plain' } });
    const page = await keepPage(response, 'N', { nonces, csp, ttlMs: 1, now: 0 });
    expect(page.bodies.identity.toString()).toBe('User-agent: *');
    expect(new Map(page.headers).has('content-security-policy')).toBe(false);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
