import type { FastifyInstance } from 'fastify';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../lib/unavailable.ts';

/**
 * While the server shuts down (SIGTERM on a deploy), requests already running finish, and a request that still
 * arrives on an open keep-alive connection gets a 503 in the envelope with Retry-After and `Connection: close`,
 * so the client retries on another process. Fastify's own closing answer (turned off in app.ts) is not the
 * envelope.
 */
export function registerClosingAnswer(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // The callback form answers early without racing the async hooks after it (see docs/decisions.md).
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      .send({
        success: false,
        message: 'The store is restarting. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      });
  });
}
