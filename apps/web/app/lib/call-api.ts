import {
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  pathOf,
  type QueryOf,
  type ResponseOf,
} from '@shringar/contracts/endpoint';
import { apiRequest } from './api-client';

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : { [P in K]: T };

/** The input of a call: exactly the parts its endpoint declares (params, query, body). */
export type CallInput<E extends Endpoint> = Part<'params', ParamsOf<E>> &
  Part<'query', Partial<QueryOf<E>>> &
  Part<'body', BodyOf<E>>;

export type CallOptions = { signal?: AbortSignal; headers?: Record<string, string> };

/**
 * The typed way to call the API: `callApi(getProduct, { params: { id } })` answers `ProductDetail`. The endpoint
 * (from `@shringar/contracts/endpoints/*`) gives method, path and types; `apiRequest` does the envelope, the
 * spec 8 messages, the timeout and 401 handling.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: Record<never, never> extends CallInput<E>
    ? [CallInput<E>?, CallOptions?]
    : [CallInput<E>, CallOptions?]
): Promise<ResponseOf<E>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: object; body?: unknown };
  return apiRequest<ResponseOf<E>>(pathOf(endpoint, params), {
    method: endpoint.method,
    ...(query ? { query: query as Record<string, string | number | boolean | undefined> } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(options?.signal ? { signal: options.signal } : {}),
    ...(options?.headers ? { headers: options.headers } : {}),
  });
}
