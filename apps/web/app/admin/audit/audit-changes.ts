/**
 * What an audit entry changed, as lines a person reads: for an update only the keys whose value differs
 * (old → new), for an addition or a deletion the record's keys with their values. Nested records are named by
 * path (`variants[KJ-01].priceRupees`: an element of a list by its SKU, code or id, else its place), so a
 * product's save shows the one price that moved, not two whole documents.
 */
export type AuditChange = { key: string; from?: string; to?: string };

/** Bookkeeping every save moves: it says nothing about what the operator changed. */
const IGNORED = new Set(['version', 'updatedAt', 'createdAt']);

/** How many lines an addition or deletion shows before '+ n more'. */
export const MAX_LINES = 12;

const LONGEST = 80;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A list element's name in a path: its SKU, code or id when it has one, else its place. */
function elementName(item: unknown, index: number): string {
  if (isRecord(item)) for (const k of ['sku', 'code', 'id'] as const) if (item[k] != null) return String(item[k]);
  return String(index);
}

/** Leaves of a value by path; a list of plain values is one leaf, a list of records is walked by name. */
function leaves(value: unknown, path: string, out: Map<string, unknown>): Map<string, unknown> {
  if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) if (!IGNORED.has(k)) leaves(v, path ? `${path}.${k}` : k, out);
  } else if (Array.isArray(value) && value.some(isRecord)) {
    value.forEach((item, i) => leaves(item, `${path}[${elementName(item, i)}]`, out));
  } else out.set(path, value);
  return out;
}

/** A value as the log shows it: plain, lists joined, long text cut. */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = Array.isArray(value)
    ? value.map((v) => (isRecord(v) ? JSON.stringify(v) : String(v))).join(', ') || '—'
    : isRecord(value)
      ? JSON.stringify(value)
      : String(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The changes between the state before and after a call (either may be absent). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = before === undefined || before === null ? null : leaves(before, '', new Map());
  const now = after === undefined || after === null ? null : leaves(after, '', new Map());
  if (was && now) {
    const keys = [...new Set([...was.keys(), ...now.keys()])];
    return keys
      .filter((k) => !same(was.get(k), now.get(k)))
      .map((key) => ({ key, from: shown(was.get(key)), to: shown(now.get(key)) }));
  }
  if (now) return [...now].filter(([, v]) => v != null).map(([key, v]) => ({ key, to: shown(v) }));
  if (was) return [...was].filter(([, v]) => v != null).map(([key, v]) => ({ key, from: shown(v) }));
  return [];
}
