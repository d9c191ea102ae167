import type { Config } from '../config.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
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
