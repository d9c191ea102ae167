/** The caller's Idempotency-Key header when it is a plausible key (1–100 word characters, `:`, `.`, `-`), else none. */
export function idempotencyKey(headers: Record<string, unknown>): string | undefined {
  const key = headers['idempotency-key'];
  return typeof key === 'string' && /^[\w:.-]{1,100}$/.test(key) ? key : undefined;
}
