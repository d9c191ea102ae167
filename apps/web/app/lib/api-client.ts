import { ApiError, messageForStatus, NETWORK_ERROR, TIMEOUT_ERROR } from './api-error';
import { type CallFailure, type Exchange, exchange } from './api-exchange';
import { clearAuthToken, getAuthToken } from './auth-token';
import { authPathFor, storePaths } from '@shringar/contracts/store-paths';

export { REQUEST_TIMEOUT_MS } from './api-exchange';

/** Spec 8: any 401 clears the token and sends the browser to sign in, remembering where the shopper was. */
function onUnauthorized() {
  clearAuthToken();
  if (typeof window === 'undefined' || window.location.pathname === storePaths.auth) return;
  window.location.assign(authPathFor(window.location.pathname + window.location.search));
}

/** A failed call in the shopper's words (spec 8); a 401 also ends the session here. */
const shopperError: CallFailure = (status, json) => {
  if (status === null) return new ApiError(json?.code === 'TIMEOUT' ? TIMEOUT_ERROR : NETWORK_ERROR, null, json?.code);
  if (status === 401) onUnauthorized();
  return new ApiError(messageForStatus(status, json?.message, json?.code), status, json?.code, json?.errors);
};

/**
 * The store's way to the API (callApi builds on it): the shared exchange (envelope, 30 s timeout) with the
 * shopper's Bearer token, spec 8's status → message mapping and 401 handling. Throws ApiError; an aborted
 * request rethrows the AbortError so callers (TanStack Query) ignore it silently.
 */
export function apiRequest<T>(request: Exchange): Promise<T> {
  const token = getAuthToken();
  const headers = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...request.headers };
  return exchange({ ...request, headers }, shopperError) as Promise<T>;
}
