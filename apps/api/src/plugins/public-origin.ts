import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const BARE_AUTHORITY = /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)(:\d{1,5})?$/i;
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/**
 * The origin every absolute URL the store writes starts with (og:image, JSON-LD, canonical links, sitemap.xml,
 * robots.txt): PUBLIC_BASE_URL, else this machine's own address. Never the request's Host or X-Forwarded-Host,
 * which any client can set, and which a shared page cache would otherwise hand to every later visitor.
 */
export function publicOrigin(config: Config): string {
  if (config.PUBLIC_BASE_URL) return new URL(config.PUBLIC_BASE_URL).origin;
  const host = WILDCARD_HOSTS.has(config.HOST)
    ? 'localhost'
    : config.HOST.includes(':')
      ? `[${config.HOST}]`
      : config.HOST;
  return `http://${host}:${config.PORT}`;
}

/** `shop.example:443` → `shop.example`; `[::1]:3000` → `[::1]`. */
function hostnameOf(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/**
 * Whether a request asked for this store by one of its own names: PUBLIC_BASE_URL's host, this machine's
 * loopback names, or the address the server listens on. Pages asked for under any other name are still
 * rendered (with the public origin) but never cached nor served from the cache.
 */
export function isOwnHost(config: Config, hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  const hostname = hostnameOf(hostHeader);
  if (LOOPBACK_HOSTS.has(hostname)) return true;
  if (config.PUBLIC_BASE_URL && new URL(config.PUBLIC_BASE_URL).hostname.toLowerCase() === hostname) return true;
  return !WILDCARD_HOSTS.has(config.HOST) && config.HOST.toLowerCase() === hostname;
}

/**
 * The origin a caller reached the API by, for links handed back to that caller alone (a signed invoice link in
 * a signed-in answer, never kept in a shared cache): PUBLIC_BASE_URL, else the request's scheme and host as the
 * app's TRUST_PROXY lets Fastify read them (X-Forwarded-Proto/-Host only from a trusted proxy). A host that is
 * not a plain authority falls back to the public origin.
 */
export function requestOrigin(config: Config, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  if (config.PUBLIC_BASE_URL) return new URL(config.PUBLIC_BASE_URL).origin;
  // Only a bare host[:port]: a Host carrying a path, query or credentials is not an origin.
  if (BARE_AUTHORITY.test(request.host ?? '')) return new URL(`${request.protocol}://${request.host}`).origin;
  return publicOrigin(config);
}
