import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from '../config.ts';
import { loggableError } from './loggable-error.ts';
import { loggableUrl } from './loggable-url.ts';
import { logsForPeople, terminalLogStream } from './terminal-log-stream.ts';

/** Log redaction: tokens, codes and secrets never reach the log. */
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-razorpay-signature"]',
  'req.headers["x-operator-token"]',
];

type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request line (method, URL, host, client address and port), with the URL made loggable. */
const loggableRequest = (req: LoggedRequest) => ({
  method: req.method,
  url: loggableUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/**
 * The store's logger: JSON lines on stdout (readable ones in a terminal outside production), written synchronously. pino's default destination writes
 * asynchronously, so a line logged just before a kill -9 could be lost after the code that logged it had moved
 * on; the console SMS and e-mail senders *are* their log line, and a message marked sent must have been written.
 * Written synchronously, a line to a pipe cost the same as written asynchronously (20-29 against 12-41 µs a
 * request line, three runs each, side by side), and the benches log only warnings.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  stream: DestinationStream = logsForPeople(config.NODE_ENV)
    ? terminalLogStream
    : pino.destination({ dest: 1, sync: true }),
): LoggerOptions & { stream: DestinationStream } {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redact, censor: '[redacted]' },
    // Any error logged as `err`, here or in a module, keeps its kind, code and frames, never its data; a request
    // line keeps its URL without signatures, tokens, search texts or phone numbers (lib/loggable-url.ts).
    serializers: { err: loggableError, req: loggableRequest },
    stream,
  };
}
