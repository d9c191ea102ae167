import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What an unexpected error may leave in the log: its kind, code, a short message and where it came from. */
export type LoggableError = { type: string; code?: string; message: string; stack: string };

const MAX_MESSAGE = 300;

/** `at …` lines only: the first line of a stack repeats the message, which may carry data. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .map((line) => line.trim())
    .slice(0, 20)
    .join('\n');

/**
 * An error as the log may keep it. A failed query's message and fields carry the SQL parameters (a shopper's
 * phone, name, address), and the database's message quotes them too, so for one only the SQLSTATE code is
 * kept; any other error keeps the first line of its message, cut short. Request
 * bodies never reach the log: nothing here reads them.
 */
export function loggableError(err: unknown): LoggableError {
  if (!(err instanceof Error))
    return { type: typeof err, message: 'a value that is not an Error was thrown', stack: '' };
  const query = err instanceof DrizzleQueryError ? err : undefined;
  const source = query && query.cause instanceof Error ? query.cause : err;
  const code = (source as { code?: unknown }).code;
  // The database's own messages quote values too ('value "…" is out of range'): its SQLSTATE code says enough.
  const message = query ? 'database query failed' : source.message;
  return {
    type: query ? `DrizzleQueryError(${source.constructor.name})` : err.constructor.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: (message.split('\n')[0] ?? '').slice(0, MAX_MESSAGE),
    stack: framesOf(err.stack),
  };
}
