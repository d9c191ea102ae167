import { createHash, createHmac, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { variantKey } from './fast-lane.ts';
import { etagMatches } from './http-cache.ts';
import type { RenderedPage } from './page-cache.ts';
import { isInternalHeader } from './page-sharing.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The CSP nonce of a kept page. Every copy of one render repeats the nonce it was stored with, so its body can
 * be compressed once (docs/security.md, "Cached pages and the CSP nonce"). The nonce is an HMAC of the page's
 * content under a random key that changes every `windowMs`: unknowable before the page is rendered (so markup
 * stored or reflected into the page cannot carry it), the same for a re-render of unchanged content within
 * the window (so the ETag holds and browsers get 304s), and never older than the window.
 */
export class PageNonces {
  private key = randomBytes(32);
  private keyFrom: number;

  constructor(
    private readonly windowMs: number,
    now: number,
  ) {
    this.keyFrom = now;
  }

  /** 128 bits, base64, for the page whose body is `pieces` joined by the nonce. */
  nonceFor(pieces: readonly string[], now: number): string {
    if (now - this.keyFrom >= this.windowMs) {
      this.key = randomBytes(32);
      this.keyFrom = now;
    }
    const mac = createHmac('sha256', this.key);
    for (const piece of pieces) mac.update(piece).update('\0');
    return mac.digest().subarray(0, 16).toString('base64');
  }
}

const isHtml = (headers: Headers) => (headers.get('content-type') ?? '').startsWith('text/html');

/**
 * A renderer's answer as the cache keeps it: the render's own nonce replaced by the page's (PageNonces), the
 * CSP for it, a strong ETag of the bytes, and the body compressed once (brotli at quality 5 and gzip at level
 * 6: within a few per cent of the best ratios at a fraction of the time, off the event loop).
 */
export async function keepPage(
  response: Response,
  renderNonce: string,
  options: { nonces: PageNonces; csp: (nonce: string) => string; ttlMs: number; now: number },
): Promise<RenderedPage> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, key) => {
    if (!isInternalHeader(key) && key !== 'content-security-policy') headers.push([key, value]);
  });
  let text = await response.text();
  if (isHtml(response.headers)) {
    const pieces = text.split(renderNonce);
    const nonce = options.nonces.nonceFor(pieces, options.now);
    text = pieces.join(nonce);
    headers.push(['content-security-policy', options.csp(nonce)]);
  }
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 6 }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  headers.push(['etag', etag], ['vary', 'Accept-Encoding']);
  return {
    status: response.status,
    headers,
    etag,
    bodies: { identity, br, gzip: gz },
    bytes: identity.length + br.length + gz.length,
    expiresAt: options.now + options.ttlMs,
  };
}

/** Whether Accept-Encoding allows a coding (listed, or by `*`, without q=0). */
function accepts(acceptEncoding: string, coding: string): boolean {
  let star: boolean | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === coding) return allowed;
    if (name.trim() === '*') star = allowed;
  }
  return star ?? false;
}

/** The stored body to send: brotli when the client takes it, else gzip, else the plain bytes. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  if (accepts(acceptEncoding, 'br')) return 'br';
  if (accepts(acceptEncoding, 'gzip')) return 'gzip';
  return 'identity';
}

/**
 * The variant of a kept page a request gets (as web-app.ts's sendPage answers): 304 on a matching If-None-Match,
 * else the stored body its Accept-Encoding picks. Null when a plain body goes to a client that lists codings:
 * @fastify/compress may then code it on the way out, so those bytes are not the cache's to repeat.
 */
export function pageVariant(
  page: RenderedPage,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): { key: string; body: Buffer | undefined; coding: 'br' | 'gzip' | null } | null {
  if (page.status === 200 && etagMatches(ifNoneMatch, page.etag))
    return { key: variantKey(304, 'none'), body: undefined, coding: null };
  const encoding = pickEncoding(acceptEncoding);
  if (encoding === 'identity' && acceptEncoding !== undefined) return null;
  return {
    key: variantKey(page.status, encoding),
    body: page.bodies[encoding],
    coding: encoding === 'identity' ? null : encoding,
  };
}
