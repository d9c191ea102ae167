import type { HttpMethod } from '@shringar/contracts/endpoint';
import { ApiError, messageForStatus, NETWORK_ERROR, TIMEOUT_ERROR } from './api-error';
import { type CallFailure, exchange, type Query } from './api-exchange';
import { clearAuthToken, getAuthToken } from './auth-token';
import { authPathFor, storePaths } from '@shringar/contracts/store-paths';

export { REQUEST_TIMEOUT_MS } from './api-exchange';

export type RequestOptions = {
  method?: HttpMethod;
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** Spec 8: any 401 clears the token and sends the browser to sign in, remembering where the shopper was. */
function onUnauthorized() {
  clearAuthToken();
  if (typeof window === 'undefined' || window.location.pathname === storePaths.auth) return;
  window.location.assign(authPathFor(window.location.pathname + window.location.search));
}

/** A failed call in the shopper's words (spec 8); a 401 also ends the session here. */
function shopperError({ status, serverMessage, code, fieldErrors }: CallFailure): ApiError {
  if (status === null) return new ApiError(code === 'TIMEOUT' ? TIMEOUT_ERROR : NETWORK_ERROR, null, code);
  if (status === 401) onUnauthorized();
  return new ApiError(messageForStatus(status, serverMessage, code), status, code, fieldErrors);
}

/**
 * The store's way to the API (callApi builds on it): the shared exchange (envelope, 30 s timeout) with the
 * shopper's Bearer token, spec 8's status → message mapping and 401 handling. Throws ApiError; an aborted
 * request rethrows the AbortError so callers (TanStack Query) ignore it silently.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getAuthToken();
  return exchange(
    {
      path,
      ...options,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...options.headers },
    },
    shopperError,
  ) as Promise<T>;
}
