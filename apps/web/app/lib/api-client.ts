import type { HttpMethod } from '@shringar/contracts/endpoint';
import { readEnvelope } from './answer-shapes';
import { ApiError, messageForStatus, NETWORK_ERROR, TIMEOUT_ERROR } from './api-error';
import { API_PREFIX, currentTransport, type TransportResponse } from './api-transport';
import { clearAuthToken, getAuthToken } from './auth-token';
import { authPathFor, storePaths } from '@shringar/contracts/store-paths';

/** Spec 7: 30 s timeout for every call. */
export const REQUEST_TIMEOUT_MS = 30_000;

type Query = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions = {
  method?: HttpMethod;
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

function buildUrl(path: string, query?: Query): string {
  const url = `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Spec 8: any 401 clears the token and sends the browser to sign in, remembering where the shopper was. */
function onUnauthorized() {
  clearAuthToken();
  if (typeof window === 'undefined' || window.location.pathname === storePaths.auth) return;
  window.location.assign(authPathFor(window.location.pathname + window.location.search));
}

/** Settles with the transport's answer, or rejects as soon as the signal aborts (a transport may ignore it). */
function untilAborted(answer: Promise<TransportResponse>, signal: AbortSignal): Promise<TransportResponse> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The one way the web app reaches the API (callApi builds on it): the envelope, the spec 8 status → message
 * mapping, a 30 s timeout, the Bearer token, and 401 handling. Throws ApiError; an aborted request rethrows the
 * AbortError so callers (TanStack Query) ignore it silently.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getAuthToken();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException('timeout', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let answer: TransportResponse;
  try {
    answer = await untilAborted(
      currentTransport()({
        method: options.method ?? 'GET',
        url: buildUrl(path, options.query),
        signal,
        headers: {
          Accept: 'application/json',
          ...(options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...options.headers,
        },
        ...(options.body === undefined
          ? {}
          : { body: isForm ? (options.body as FormData) : JSON.stringify(options.body) }),
      }),
      signal,
    );
  } catch (err) {
    if (options.signal?.aborted) throw err; // the caller gave up: ignored silently upstream
    if (timeout.signal.aborted) throw new ApiError(TIMEOUT_ERROR, null, 'TIMEOUT');
    throw new ApiError(NETWORK_ERROR, null, 'NETWORK');
  } finally {
    clearTimeout(timer);
  }
  const { status } = answer;
  const json = answer.json as {
    success?: boolean;
    message?: string;
    code?: string;
    errors?: { field: string; message: string }[];
  } | null;
  const ok = status >= 200 && status < 300;
  if (!ok || json?.success === false) {
    if (status === 401) onUnauthorized();
    const shown = ok ? 400 : status;
    throw new ApiError(messageForStatus(shown, json?.message, json?.code), shown, json?.code, json?.errors);
  }
  return readEnvelope(json) as T;
}
