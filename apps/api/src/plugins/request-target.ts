import type { FastifyInstance } from 'fastify';

/**
 * Whether a request line's target is a path (`/product/5`) or `*` (OPTIONS), the only forms a client talking to
 * the store itself sends. An absolute-form target (`GET http://evil.example/product/5`) is for proxies: rendered,
 * it would make a page, sitemap.xml or robots.txt speak of the host in the target.
 */
export const isOriginFormTarget = (url: string | undefined): boolean =>
  url !== undefined && (url.startsWith('/') || url === '*');

/**
 * Refuses every request whose target is not a path with 400, before any route, cache or render sees it (the fast
 * lane, in front of Fastify, lets such requests through to here).
 */
export function refuseForeignTargets(app: FastifyInstance) {
  // The callback form answers early without racing the async hooks after it (see docs/decisions.md).
  app.addHook('onRequest', (request, reply, done) => {
    if (isOriginFormTarget(request.raw.url)) return done();
    void reply
      .status(400)
      .header('cache-control', 'no-store')
      .send({ success: false, message: 'Ask for a path on this store, not a full URL.', code: 'BAD_REQUEST' });
  });
}
