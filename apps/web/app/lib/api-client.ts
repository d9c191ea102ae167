import { ApiError, messageForStatus, NETWORK_ERROR, TIMEOUT_ERROR } from './api-error';
import { authPathFor, storePaths } from '@shringar/contracts/store-paths';
import { clearAuthToken, getAuthToken } from './auth-token';

/** Spec 7: 30 s timeout for every call. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Where the API is. In the browser it is same-origin (/api/v4). During server rendering the page is made
 * by the same process that serves the API, reached over loopback at SHRINGAR_INTERNAL_API_ORIGIN.
 */
function apiBase(): string {
  if (typeof window !== 'undefined') return '/api/v4';
  const origin = process.env.SHRINGAR_INTERNAL_API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  return `${origin}/api/v4`;
}

type Query = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

function buildUrl(path: string, query?: Query): string {
  const url = `${apiBase()}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Spec 7: read data.data, falling back to data. */
function unwrap(json: unknown): unknown {
  if (json && typeof json === 'object' && 'data' in json) return (json as { data: unknown }).data;
  return json;
}

/**
 * Spec 8: any 401 clears the token and sends the browser to /auth, remembering the page (redirectTo) so signing
 * in again comes back to it. A full page load: whatever the old session had cached is gone with it.
 */
function onUnauthorized() {
  clearAuthToken();
  if (typeof window === 'undefined' || window.location.pathname === storePaths.auth) return;
  window.location.assign(authPathFor(`${window.location.pathname}${window.location.search}`));
}

/**
 * The one way the web app calls the API: envelope reading, the spec 8 status → message mapping, a 30 s
 * timeout, the Bearer token, and 401 handling. Throws ApiError; an aborted request rethrows the AbortError so
 * callers (TanStack Query) ignore it silently.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getAuthToken();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException('timeout', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      signal,
      headers: {
        Accept: 'application/json',
        ...(options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    });
  } catch (err) {
    if (options.signal?.aborted) throw err; // the caller gave up: ignored silently upstream
    if (timeout.signal.aborted) throw new ApiError(TIMEOUT_ERROR, null, 'TIMEOUT');
    throw new ApiError(NETWORK_ERROR, null, 'NETWORK');
  } finally {
    clearTimeout(timer);
  }
  let json: any = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  if (!res.ok || (json && json.success === false)) {
    if (res.status === 401) onUnauthorized();
    const status = res.ok ? 400 : res.status;
    throw new ApiError(messageForStatus(status, json?.message), status, json?.code, json?.errors);
  }
  return unwrap(json) as T;
}

export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) =>
  apiRequest<T>(path, { query, ...(signal ? { signal } : {}) });

/** Spec 7: lists arrive as a bare array, under items, or nested one level deeper (data.data / data.items). */
export function readList<T>(payload: unknown): T[] {
  if (Array.isArray(payload)) return payload as T[];
  if (payload && typeof payload === 'object') {
    const p = payload as Record<string, unknown>;
    if (Array.isArray(p.items)) return p.items as T[];
    if (Array.isArray(p.data)) return p.data as T[];
    if (p.data && typeof p.data === 'object') return readList<T>(p.data);
  }
  return [];
}

export const isAbortError = (err: unknown) =>
  err instanceof DOMException ? err.name === 'AbortError' : (err as Error)?.name === 'AbortError';
