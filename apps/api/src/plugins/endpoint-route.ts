import type { Access, Endpoint, EndpointMeta, EndpointSchemas, ResponseOf } from '@shringar/contracts/endpoint';
import { validationSchemas } from '@shringar/contracts/endpoint-validation';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
  onRequestHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { envelope, errorResponses } from '../lib/envelope.ts';
import { compileDirect, recordGetRoute } from './direct-routes.ts';
import { keepsAnswers } from './http-cache.ts';

type SchemasOf<E> = E extends { schemas: infer S extends EndpointSchemas } ? S : never;
type Parsed<S, K extends keyof EndpointSchemas> = S extends { [P in K]: infer T extends z.ZodType }
  ? z.output<T>
  : unknown;

/** The request a handler sees: params, query, body and headers as the definition's schemas parsed them. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: Parsed<SchemasOf<E>, 'params'>;
  Querystring: Parsed<SchemasOf<E>, 'query'>;
  Body: Parsed<SchemasOf<E>, 'body'>;
  Headers: Parsed<SchemasOf<E>, 'headers'>;
}>;

/** A JSON endpoint answers the envelope around its response type; one that `produces` a file sends it itself. */
type Answer<E> = E extends { produces: string }
  ? unknown
  : { success: true; message: string; data: ResponseOf<E> } | FastifyReply;

export type EndpointHandler<E> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<Answer<E>>;

/** What a route may add to its definition: hooks, limits, per-route config and answers beyond the envelope's. */
export type EndpointRouteOptions = Pick<
  RouteShorthandOptions,
  'preValidation' | 'preHandler' | 'config' | 'bodyLimit'
> & {
  /** Runs after the access guard (which always comes first). */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /** Answers outside the envelope, by status (a 304, the health check's 503). */
  responses?: Record<number, z.ZodType>;
};

// Any type provider: route plugins are typed with the Zod provider, the helper only forwards schemas.
type AnyFastify = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  any
>;

/** OpenAPI security requirement of each kind of access; the schemes are declared in plugins/openapi.ts. */
export const securityFor: Record<Access, Record<string, string[]>[]> = {
  public: [],
  optional: [{}, { bearer: [] }],
  shopper: [{ bearer: [] }],
  operator: [{ staffSession: [] }, { operator: [] }],
};

/** `/invoices/{orderId}.pdf` → `/invoices/:orderId.pdf`. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const registered = new Map<string, EndpointMeta>();

/** The definition a registered route came from, by operationId (the OpenAPI document reads it). */
export const registeredEndpoint = (operationId: string) => registered.get(operationId);

function guardFor(app: AnyFastify, endpoint: EndpointMeta): onRequestHookHandler | undefined {
  if (endpoint.access === 'shopper') return app.requireUser;
  if (endpoint.access === 'operator') {
    if (!endpoint.permission) throw new Error(`${endpoint.operationId}: an operator endpoint names its permission`);
    return app.requireOperator(endpoint.permission);
  }
  return undefined;
}

/** Who may call an operation, in the words an app team needs. */
function accessText(endpoint: EndpointMeta): string {
  switch (endpoint.access) {
    case 'public':
      return 'Open to anyone, no sign-in.';
    case 'optional':
      return "Open to anyone; a shopper's bearer token personalises the answer.";
    case 'shopper':
      return 'For a signed-in shopper: the bearer token from verify-otp (401 without a valid one).';
    case 'operator':
      return (
        `Operator API: a staff member signed in to the console whose role allows \`${endpoint.permission}\`, ` +
        'or the automation token (401 without either, 403 without the permission).'
      );
  }
}

/**
 * The operation's description: the definition's own (or its summary), who may call it and the error codes it
 * answers with, so every operation says what a caller needs without reading the source.
 */
export function descriptionOf(endpoint: EndpointMeta): string {
  const first = endpoint.description ?? `${endpoint.summary.replace(/\.$/, '')}.`;
  const codes = endpoint.errorCodes?.length ? `Error codes beyond validation: ${endpoint.errorCodes.join(', ')}.` : '';
  return [first, accessText(endpoint), codes].filter(Boolean).join('\n\n');
}

/**
 * Registers one route from its endpoint definition: method, path, schemas (with the text rule on every input),
 * the OpenAPI operation (operationId, summary, tags, security) and the answers (the envelope, the error answers
 * the definition lists, a 500). A shopper endpoint always gets the shopper guard and an operator endpoint the
 * operator guard with its permission, as the first onRequest hook (before validation, so a stranger learns nothing
 * from a 400).
 */
export function endpointRoute<E extends Endpoint>(
  app: AnyFastify,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
) {
  const { responses, onRequest, ...hooks } = options;
  const guard = guardFor(app, endpoint);
  const onRequestHooks = [...(guard ? [guard] : []), ...(onRequest ? [onRequest].flat() : [])];
  const s: EndpointSchemas = validationSchemas(endpoint.schemas);
  registered.set(endpoint.operationId, endpoint);

  const url = fastifyPath(endpoint.path);
  const response200 = endpoint.produces ? s.response : envelope(s.response);
  if (endpoint.method === 'GET') {
    // A server render may call it directly (plugins/direct-routes.ts) when nothing but the handler, the inputs'
    // validation and the answer cache stand between the call and its answer: an open JSON route without hooks
    // of its own, in a plugin whose only hooks are the answer cache's.
    const direct =
      (endpoint.access === 'public' || endpoint.access === 'optional') &&
      !endpoint.produces &&
      !s.headers &&
      !onRequestHooks.length &&
      !hooks.preValidation &&
      !hooks.preHandler &&
      keepsAnswers(app as FastifyInstance);
    const route = `${app.prefix}${url}`;
    recordGetRoute(
      app as FastifyInstance,
      route,
      direct
        ? {
            url: route,
            ctx: (app as FastifyInstance).ctx,
            handler: handler as never,
            compile: () => compileDirect(app as FastifyInstance, route, s.params, s.query, response200),
          }
        : null,
    );
  }

  app.route({
    method: endpoint.method,
    url,
    ...hooks,
    ...(onRequestHooks.length ? { onRequest: onRequestHooks } : {}),
    schema: {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      description: descriptionOf(endpoint),
      tags: [...endpoint.tags],
      security: securityFor[endpoint.access],
      ...(s.params ? { params: s.params } : {}),
      ...(s.query ? { querystring: s.query } : {}),
      ...(s.headers ? { headers: s.headers } : {}),
      ...(s.body ? { body: s.body } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      response: {
        200: response200,
        // Any call but the health check may be shed with 503 SERVER_BUSY (plugins/load-shedding.ts).
        ...errorResponses(...endpoint.errors, ...(endpoint.produces === 'application/json' ? [] : [500, 503])),
        ...responses,
      },
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
