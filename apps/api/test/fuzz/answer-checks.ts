import type { Endpoint } from '@shringar/contracts/endpoint';

/** Traces of internals an answer must never carry: stack frames, source paths, SQL, driver messages. */
const leaks: [string, RegExp][] = [
  ['a stack frame', /\n\s+at .+\(?.*:\d+:\d+\)?/],
  ['a source path', /(node_modules|\/src\/|\.ts:\d+|\.js:\d+)/],
  ['SQL', /\b(select\s.+\sfrom\s|insert\s+into\s|update\s+"?\w+"?\s+set\s|delete\s+from\s)/i],
  [
    'a database error',
    /(syntax error at|violates .* constraint|relation "|column "|invalid input syntax|PGlite|postgres)/i,
  ],
  ['an error class', /\b(TypeError|RangeError|ReferenceError|SyntaxError|FST_ERR_\w+)\b/],
];

/** What is wrong with one answer, or null: the envelope (for JSON calls and every error) and no leak. */
export function answerProblem(
  endpoint: Endpoint,
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | null {
  if (res.statusCode >= 500 && res.statusCode !== 503) return `status ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  const isFile = endpoint.produces && endpoint.produces !== 'application/json' && res.statusCode < 400;
  if (!isFile) {
    for (const [what, pattern] of leaks)
      if (pattern.test(res.body)) return `the answer shows ${what}: ${res.body.slice(0, 300)}`;
  }
  // Health, readiness and 304s answer outside the envelope by design; files answer their own type.
  const bare = endpoint.operationId === 'getHealth' || endpoint.operationId === 'getReady';
  if (isFile || bare || res.statusCode === 304) return null;
  if (!type.startsWith('application/json')) return `content-type ${type}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON: ${res.body.slice(0, 200)}`;
  }
  const envelope = body as { success?: unknown; message?: unknown; code?: unknown; data?: unknown };
  if (typeof envelope !== 'object' || envelope === null) return 'not an envelope';
  if (typeof envelope.message !== 'string') return 'envelope without a message';
  if (res.statusCode >= 400) {
    if (envelope.success !== false || typeof envelope.code !== 'string')
      return `error answer outside the envelope: ${res.body.slice(0, 200)}`;
  } else if (envelope.success !== true || !('data' in envelope))
    return `success answer outside the envelope: ${res.body.slice(0, 200)}`;
  return null;
}
