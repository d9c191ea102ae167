import { storePaths } from '@shringar/contracts/store-paths';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

/**
 * Kept store pages go out pre-compressed with a strong ETag, and a browser that has the page gets a 304 with
 * the same CSP its copy's scripts carry the nonce of. The About page renders the same bytes every time, so a
 * re-render between two requests (its kept copy expiring) keeps the same ETag.
 */
const get = (path: string, headers: Record<string, string>) =>
  fetch(new URL(path, baseUrl()), { headers, redirect: 'manual' });

describe('kept store pages', () => {
  it('answer brotli, gzip or plain bytes of one page, as the client accepts', async () => {
    const br = await get(storePaths.about, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(storePaths.about, { 'accept-encoding': 'gzip' });
    const plain = await get(storePaths.about, { 'accept-encoding': 'identity' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const bodies = await Promise.all([br.text(), gz.text(), plain.text()]);
    expect(bodies[0]).toContain('<main');
    expect(new Set(bodies).size).toBe(1);
    for (const res of [br, gz, plain]) {
      expect(res.headers.get('etag')).toBe(br.headers.get('etag'));
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    }
  });

  it('answer 304 to a browser holding the page, with the CSP of its copy', async () => {
    const first = await get(storePaths.about, { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag')!;
    const body = await first.text();
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await get(storePaths.about, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const nonce = /'nonce-([^']+)'/.exec(again.headers.get('content-security-policy')!)![1]!;
    expect(body).toContain(`nonce="${nonce}"`);
    const other = await get(storePaths.about, { 'if-none-match': '"not-this-page"' });
    expect(other.status).toBe(200);
  });
});
