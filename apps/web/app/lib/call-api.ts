import {
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  pathOf,
  type QueryOf,
  type ResponseOf,
} from '@shringar/contracts/endpoint';
import type { Pagination } from '@shringar/contracts/pagination';
import { readList, readObject, readPage } from './answer-shapes';
import { apiRequest } from './api-client';
import type { Query } from './api-exchange';

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : { [P in K]: T };
type OptionalPart<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : { [P in K]?: T };

/**
 * The input of a call: exactly the parts its endpoint declares (params, query, body). Every query field is
 * optional (the server applies its defaults), so the query itself may be left out.
 */
export type CallInput<E extends Endpoint> = Part<'params', ParamsOf<E>> &
  OptionalPart<'query', Partial<QueryOf<E>>> &
  Part<'body', BodyOf<E>>;

export type CallOptions = { signal?: AbortSignal; headers?: Record<string, string> };

/** The arguments after the endpoint: the input may be left out when the endpoint needs none. */
export type CallArgs<E extends Endpoint> =
  Record<never, never> extends CallInput<E> ? [CallInput<E>?, CallOptions?] : [CallInput<E>, CallOptions?];

/** The element of a list answer (`T[]`) or of a paged one (`{ items: T[] }`). */
export type ItemOf<E> =
  ResponseOf<E> extends readonly (infer I)[] ? I : ResponseOf<E> extends { items: readonly (infer I)[] } ? I : never;

/** A page as the app reads it: pagination is null when an older answer carried none. */
export type PageOf<E> = { items: ItemOf<E>[]; pagination: Pagination | null };

function send<E extends Endpoint>(endpoint: E, [input, options]: CallArgs<E>): Promise<unknown> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  return apiRequest({ method: endpoint.method, path: pathOf(endpoint, params), query, body, ...options });
}

/**
 * The typed way to call the API: `callApi(getProduct, { params: { id } })` answers `ProductDetail`. The endpoint
 * (from `@shringar/contracts/endpoints/*`) gives method, path and types; `apiRequest` does the envelope, the
 * spec 8 messages, the timeout and 401 handling. An object answer wrapped once more in `data` is unwrapped.
 */
export function callApi<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  return send(endpoint, args).then((payload) => readObject(payload) as ResponseOf<E>);
}

/** A list answer, read with spec 7's tolerance (bare array, `items`, `data`, or one level deeper). */
export function callApiList<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ItemOf<E>[]> {
  return send(endpoint, args).then((payload) => readList<ItemOf<E>>(payload));
}

/** A paged (or `{ items }`) answer, read with spec 7's tolerance; pagination may sit beside or under `data`. */
export function callApiPage<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<PageOf<E>> {
  return send(endpoint, args).then((payload) => readPage<ItemOf<E>>(payload));
}
