import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { Forbidden } from '../../lib/errors.ts';
import { isOwnHost, publicOrigin } from '../../plugins/public-origin.ts';

/** Bodies an HTML form on another site can send without asking (no CORS preflight). */
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|text\/plain)/i;

/** The origins the console's pages are served from: PUBLIC_BASE_URL (else this machine), and CORS_ORIGINS. */
function allowedOrigins(config: Config): Set<string> {
  const listed = config.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      try {
        return new URL(o).origin;
      } catch {
        return o;
      }
    });
  return new Set([publicOrigin(config), ...listed]);
}

/** Whether an Origin header names the store itself: a listed origin, or the very host the request came to. */
function isOwnOrigin(config: Config, request: FastifyRequest, origin: string): boolean {
  if (allowedOrigins(config).has(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const asked = request.headers.host ?? '';
  return host.toLowerCase() === asked.toLowerCase() && isOwnHost(config, asked);
}

/**
 * A change made with a staff session cookie must come from the console's own pages. SameSite=Strict keeps other
 * sites' requests from carrying the cookie, but not a sibling subdomain's (same site): so a write with the cookie
 * is refused when its Origin is another origin, and when it is form-encoded or plain text (what a form on any
 * page can send). Browsers send Origin with every such write; JSON (and a photo upload's multipart) from another
 * origin would need a CORS preflight the store does not grant.
 */
export function assertConsoleWrite(config: Config, request: FastifyRequest) {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  const origin = request.headers.origin;
  const type = request.headers['content-type'] ?? '';
  const refused = (origin !== undefined && !isOwnOrigin(config, request, origin)) || FORM_TYPES.test(type);
  if (refused) throw new Forbidden('The console accepts changes only from its own pages.', 'CONSOLE_WRITE_REFUSED');
}
