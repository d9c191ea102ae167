import type { z } from 'zod';
import type { EndpointTag } from './endpoint-tags.ts';
import type { Permission } from './staff-roles.ts';

/**
 * One endpoint of the API, defined once as a value: what the API registers (route, validation, OpenAPI operation,
 * who may call it) and what the web's typed client calls. Its `schemas` are Zod values; every type the server and
 * the client use (params, query, body, answer) is inferred from them.
 *
 * The browser build reads only method and path: the web's Vite plugin (apps/web/vite/lean-endpoints.plugin.ts)
 * cuts `schemas` and the documentation fields out of every definition in client chunks, so a page that calls an
 * endpoint never bundles Zod or a schema it does not use. The types stay whole, since they come from the source.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it. `optional`: anyone, and a shopper's token personalises the answer (never shared by caches).
 * `shopper`: a signed-in shopper (401 without a valid token). `operator`: the operator API, for a signed-in staff
 * member whose role has the endpoint's `permission`, or the automation token (OPERATOR_TOKEN).
 */
export type Access = 'public' | 'optional' | 'shopper' | 'operator';

/** The error statuses of the envelope an endpoint may answer with (beyond 500, which any call may give). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 428 | 429 | 502 | 503;

/** The schemas of one endpoint: `response` is the envelope's `data`. */
export type EndpointSchemas = {
  params?: z.ZodType;
  /** Request headers the endpoint reads (an Idempotency-Key, a webhook signature). */
  headers?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

export type EndpointMeta = {
  /** Stable and unique: the OpenAPI operationId, the name a generated SDK gives the call. */
  operationId: string;
  method: HttpMethod;
  /** OpenAPI style, relative to /api/v4: `/products/{id}`. */
  path: string;
  access: Access;
  /**
   * Operator endpoints only: what the caller's role (or the automation token) must be allowed to do; checked on
   * every call, a 403 otherwise.
   */
  permission?: Permission;
  tags: readonly EndpointTag[];
  summary: string;
  description?: string;
  errors: readonly ErrorStatus[];
  /** The `code`s of the envelope this endpoint answers with, for the docs (e.g. 'OUT_OF_STOCK'). */
  errorCodes?: readonly string[];
  /** A multipart/form-data body (uploads); the body schema then describes the fields. */
  multipart?: boolean;
  /** The request media types when the body may be more than JSON (a form, a multipart upload). */
  consumes?: readonly string[];
  /**
   * The answer is not the JSON envelope: `response` describes the body itself, sent with this media type (an
   * image, a PDF, a page, a script, or the health check's bare JSON).
   */
  produces?: string;
};

/** A definition: its plain data and its schemas. */
export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = EndpointMeta & { readonly schemas: S };

/**
 * `defineEndpoint({ operationId, method, path, …, schemas: { query: productListQuery, response: pagedProductCards } })`:
 * the literal is kept exact (`operationId`, `method` and `path` stay literal types, the schemas their own types).
 */
export const defineEndpoint = <const M extends EndpointMeta, const S extends EndpointSchemas>(
  definition: M & { schemas: S },
): M & Endpoint<S> => definition;

type SchemasOf<E> = E extends { schemas: infer S extends EndpointSchemas } ? S : never;
type Field<E, K extends keyof EndpointSchemas> = SchemasOf<E>[K] extends infer T extends z.ZodType ? T : undefined;

/** A URL carries text: where a schema reads a string from the URL, a number or a boolean may be given. */
type UrlValues<T> = { [K in keyof T]: NonNullable<T[K]> extends string ? T[K] | number | boolean : T[K] };

/** What the client sends: path parameters, query and body, each as its schema's input type. */
export type ParamsOf<E> =
  Field<E, 'params'> extends z.ZodType ? { [K in keyof z.input<Field<E, 'params'>>]: string | number } : undefined;
export type QueryOf<E> = Field<E, 'query'> extends z.ZodType ? UrlValues<z.input<Field<E, 'query'>>> : undefined;
export type BodyOf<E> = Field<E, 'body'> extends z.ZodType ? z.input<Field<E, 'body'>> : undefined;
/** What the API answers inside the envelope's `data`, and what a handler returns. */
export type ResponseOf<E> = z.output<SchemasOf<E>['response']>;

/** Fills `{name}` segments of a definition's path: `pathOf(getProduct, { id: 7 })` → `/products/7`. */
export function pathOf(endpoint: Pick<EndpointMeta, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: missing ${name}`);
    return encodeURIComponent(String(value));
  });
}
