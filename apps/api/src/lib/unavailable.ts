/**
 * Errors that mean a service a call needs — PostgreSQL, Redis — cannot be reached at this moment (restarting,
 * refusing connections, out of connection slots), as opposed to a fault in the call. The answer to these is a
 * 503 with Retry-After: the same call succeeds once the service is back.
 */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // postgres.js
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/** PostgreSQL SQLSTATEs: shutting down or starting (57P01-57P03), too many connections (53300), class 08. */
const postgresUnavailable = (code: string) => /^(57P0[1-3]|53300|08\w{3})$/.test(code);

const ioredisUnavailable = (err: { name?: unknown; message?: unknown }) =>
  err.name === 'MaxRetriesPerRequestError' ||
  err.message === 'Connection is closed.' ||
  (typeof err.message === 'string' && err.message.startsWith("Stream isn't writeable"));

export function isServiceUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const err = current as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof err.code === 'string' && (networkCodes.has(err.code) || postgresUnavailable(err.code))) return true;
    if (ioredisUnavailable(err)) return true;
    // Node's AggregateError (a connection refused on both IPv4 and IPv6) carries the refusals in `errors`.
    if (Array.isArray(err.errors) && err.errors.some((e) => isServiceUnavailable(e))) return true;
    current = err.cause;
  }
  return false;
}

/** Seconds a client should wait before retrying a call refused because a service was unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
