import { ApiError } from './api-error';

/**
 * What one API call of a page's loader gave: its answer, or why not. A failed call does not fail the page: the
 * page renders and shows its own error state for that part (a header with 'No categories', a footer with
 * 'Failed to fetch policies').
 */
export type Loaded<T> = { ok: true; data: T } | { ok: false; data: null; status: number | null; message: string };

function failure(error: unknown): Loaded<never> {
  if (error instanceof ApiError) return { ok: false, data: null, status: error.status, message: error.message };
  return { ok: false, data: null, status: null, message: error instanceof Error ? error.message : String(error) };
}

/**
 * The store's one loader helper: runs a page's API calls side by side, each settled on its own, and answers
 * them under the same names (`{ settings: Loaded<PublicSettings>, … }`). Loaders call it on the server (the
 * in-process transport) and in the browser (`fetch`); no retries, so a failing API never holds up the page.
 */
export async function loadParts<P extends Record<string, () => Promise<unknown>>>(
  parts: P,
): Promise<{ [K in keyof P]: Loaded<Awaited<ReturnType<P[K]>>> }> {
  const names = Object.keys(parts) as (keyof P)[];
  const settled = await Promise.all(
    names.map((name) => parts[name]!().then((data) => ({ ok: true as const, data }), failure)),
  );
  return Object.fromEntries(names.map((name, i) => [name, settled[i]])) as {
    [K in keyof P]: Loaded<Awaited<ReturnType<P[K]>>>;
  };
}
