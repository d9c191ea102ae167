import type { HttpMethod } from '@shringar/contracts/endpoint';
import { readEnvelope } from './answer-shapes';
import { API_PREFIX, currentTransport, type TransportResponse } from './api-transport';

/** Spec 7: 30 s timeout for every call. */
export const REQUEST_TIMEOUT_MS = 30_000;

export type Query = Record<string, string | number | boolean | undefined | null>;

export type FieldError = { field: string; message: string };

/**
 * The answer's body as the envelope has it: `data` on success; `message`, `code` and field `errors` on a refusal.
 * A call that got no answer is handed over as `status: null` with code NETWORK or TIMEOUT. Each client turns a
 * failure into its own readers' words: the store into spec 8's texts, the console into the server's message.
 */
export type Envelope = {
  success?: boolean;
  message?: string;
  code?: string;
  errors?: FieldError[];
  data?: unknown;
} | null;

export type CallFailure = (status: number | null, envelope: Envelope) => Error;

export type Exchange = {
  method?: HttpMethod;
  path: string;
  query?: Query;
  /** JSON-encoded, except FormData (multipart: the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
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
 * One call through the current transport, the one place the envelope is read: the URL, the body's encoding, the
 * timeout, then `data` on success or the failure handed to `fail`, whose error is thrown. A call the caller
 * aborted rethrows its AbortError, so callers (TanStack Query, loaders) drop it silently.
 */
export async function exchange(request: Exchange, fail: CallFailure): Promise<unknown> {
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException('timeout', 'TimeoutError')),
    request.timeoutMs ?? REQUEST_TIMEOUT_MS,
  );
  const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  let answer: TransportResponse;
  try {
    answer = await untilAborted(
      currentTransport()({
        method: request.method ?? 'GET',
        url: buildUrl(request.path, request.query),
        signal,
        headers: {
          Accept: 'application/json',
          ...(request.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
          ...request.headers,
        },
        ...(request.body === undefined
          ? {}
          : { body: isForm ? (request.body as FormData) : JSON.stringify(request.body) }),
      }),
      signal,
    );
  } catch (err) {
    if (request.signal?.aborted) throw err;
    throw fail(null, { code: timeout.signal.aborted ? 'TIMEOUT' : 'NETWORK' });
  } finally {
    clearTimeout(timer);
  }
  const json = answer.json as Envelope;
  const ok = answer.status >= 200 && answer.status < 300;
  if (ok && json?.success !== false) return readEnvelope(json);
  // A 2xx answer that says it failed is read as the refusal it is.
  throw fail(ok ? 400 : answer.status, json);
}
