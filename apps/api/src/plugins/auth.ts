import cookie from '@fastify/cookie';
import type { Permission } from '@shringar/contracts/staff-roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import { Unauthorized } from '../lib/errors.ts';
import { resolveSession, type SessionInfo } from '../modules/auth/auth.public.ts';
import { auditOperatorCalls, operatorGuard } from '../modules/staff/staff.public.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shopper, or null. Public calls use it to personalise (isFavorite, itemAlreadyInCart). */
    auth: SessionInfo | null;
  }
  interface FastifyInstance {
    /** preHandler for signed-in calls: 401 'Not authenticated' without a live session. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook of operator calls needing `permission`: a staff session cookie or the automation token
     * (401 without credentials, 403 with a wrong token, a shopper's token or a role without the permission).
     */
    requireOperator: (permission: Permission) => (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** The signed-in user's id inside a route guarded by requireUser. */
export function userIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new Unauthorized();
  return request.auth.userId;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  await app.register(cookie);
  app.decorateRequest('auth', null);
  // Callback style: most requests carry no token, and need no promise to say so.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done();
    resolveSession(opts.ctx, token).then((auth) => {
      request.auth = auth;
      done();
    }, done);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.auth) throw new Unauthorized();
  });
  app.decorate('requireOperator', operatorGuard(opts.ctx));
  // Every operator call that changes something is written to the audit log, whichever module serves it.
  const audit = auditOperatorCalls(opts.ctx);
  // Reads change nothing and are not audited: they pass without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    audit(request, reply, payload).then((sent) => done(null, sent), done);
  });
});
