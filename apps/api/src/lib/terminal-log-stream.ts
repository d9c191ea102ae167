import { writeSync } from 'node:fs';

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
/** Fields every line has, or that the line's own text already says. */
const QUIET = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

const clock = (ms: number) => new Date(ms).toTimeString().slice(0, 8);
const value = (v: unknown) => (typeof v === 'string' ? (/\s/.test(v) ? JSON.stringify(v) : v) : JSON.stringify(v));

/** One JSON log line as a person reads it in a terminal: `14:02:07 info  store ready  database=postgres`. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const facts = Object.entries(entry)
    .filter(([k]) => !QUIET.has(k) && k !== 'req' && k !== 'res')
    .map(([k, v]) => `${k}=${value(v)}`);
  if (req?.method) facts.unshift(`${req.method} ${req.url ?? ''}`);
  if (res?.statusCode) facts.unshift(`status=${res.statusCode}`);
  const level = (LEVELS[entry.level as number] ?? String(entry.level)).padEnd(5);
  const time = typeof entry.time === 'number' ? clock(entry.time) : '';
  return `${time} ${level} ${String(entry.msg ?? '')}${facts.length ? `  ${facts.join(' ')}` : ''}\n`;
}

/**
 * The logger's destination in a terminal outside production: the same lines, readable, written synchronously
 * like the JSON ones (lib/logger-options.ts). Anything not a terminal (a pipe, a file, a log collector) keeps JSON.
 */
export const terminalLogStream = { write: (line: string) => void writeSync(1, readableLine(line)) };

/** Whether the store's own output should be read by a person rather than a program. */
export const logsForPeople = (nodeEnv: string) => process.stdout.isTTY === true && nodeEnv !== 'production';
