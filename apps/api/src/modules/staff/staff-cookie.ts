import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The console's session cookie, apart from shoppers' bearer tokens: HttpOnly (no script reads it), SameSite
 * Strict (no other site's page can make the browser send it, which is the console's CSRF defence), Secure
 * whenever the request came over https, and scoped to the API's admin paths.
 */
export const STAFF_COOKIE = 'shringar_staff';
const PATH = '/api/v4/admin';

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(STAFF_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: PATH,
    expires: expiresAt,
  });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(STAFF_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: PATH,
  });
}

export const staffCookieOf = (request: FastifyRequest): string | null => request.cookies?.[STAFF_COOKIE] ?? null;
