import type { Pagination } from '@shringar/contracts/pagination';

/**
 * Spec 7's tolerance of older answer shapes, in one place: the client reads answers through these and nothing
 * else in the app guesses at a shape.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The envelope: read data.data, falling back to the body itself. */
export function readEnvelope(json: unknown): unknown {
  return isRecord(json) && 'data' in json ? json.data : json;
}

/** An object answer may arrive wrapped in one more `data` (data.data.data). */
export function readObject(payload: unknown): unknown {
  if (isRecord(payload) && Object.keys(payload).length === 1 && isRecord(payload.data)) return payload.data;
  return payload;
}

/** A list arrives as a bare array, under items, or nested one level deeper (data.data / data.items). */
export function readList<T>(payload: unknown): T[] {
  if (Array.isArray(payload)) return payload as T[];
  if (isRecord(payload)) {
    if (Array.isArray(payload.items)) return payload.items as T[];
    if (Array.isArray(payload.data)) return payload.data as T[];
    if (isRecord(payload.data)) return readList<T>(payload.data);
  }
  return [];
}

/** A page: its list read as above, its pagination beside the list or one level deeper, null when absent. */
export function readPage<T>(payload: unknown): { items: T[]; pagination: Pagination | null } {
  const outer = isRecord(payload) ? payload : {};
  const inner = isRecord(outer.data) ? outer.data : {};
  const pagination = (outer.pagination ?? inner.pagination ?? null) as Pagination | null;
  return { items: readList<T>(payload), pagination };
}
