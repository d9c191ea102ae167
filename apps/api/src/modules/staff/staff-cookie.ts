import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The console's session cookie, apart from shoppers' bearer tokens: HttpOnly (no script reads it), SameSite
 * Strict (no other site's page can make the browser send it, which is the console's CSRF defence), Secure
 * whenever the request came over https, and scoped to the API's admin paths and the console's pages (one
 * cookie each: neither path holds the other). The pages' render reads it only to answer 403 for a page the
 * role does not open; it renders no staff data.
 */
export const STAFF_COOKIE = 'shringar_staff';
const PATHS = ['/api/v4/admin', '/admin'];

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  for (const path of PATHS)
    reply.setCookie(STAFF_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path,
      expires: expiresAt,
    });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply) {
  for (const path of PATHS)
    reply.clearCookie(STAFF_COOKIE, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path,
    });
}

export const staffCookieOf = (request: FastifyRequest): string | null => request.cookies?.[STAFF_COOKIE] ?? null;
