import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyValidationResult } from 'fastify/types/schema.js';
import FindMyWay from 'find-my-way';
import type { AppContext } from '../context.ts';
import { directAnswerCache } from './http-cache.ts';

/** What a direct call runs: the route's own handler, validators and 200 serializer, compiled on first use. */
type Compiled = {
  params?: FastifyValidationResult;
  query?: FastifyValidationResult;
  serialize: (data: unknown) => string;
};

/** The validators and 200 serializer of a route, compiled by its own plugin's compilers as Fastify compiles them. */
export function compileDirect(
  app: FastifyInstance,
  url: string,
  params: FastifySchema | undefined,
  query: FastifySchema | undefined,
  response: FastifySchema,
): Compiled {
  const validator = app.validatorCompiler;
  const serializer = app.serializerCompiler;
  if (!validator || !serializer) throw new Error(`${url}: no compilers to answer it directly`);
  return {
    ...(params ? { params: validator({ schema: params, method: 'GET', url, httpPart: 'params' }) } : {}),
    ...(query ? { query: validator({ schema: query, method: 'GET', url, httpPart: 'querystring' }) } : {}),
    serialize: serializer({ schema: response, method: 'GET', url, httpStatus: '200' }),
  };
}

/** The input as the route's validator leaves it, or null when it refuses it (or answers in a way Fastify awaits). */
function validated(check: FastifyValidationResult | undefined, data: unknown): { value: unknown } | null {
  if (!check) return { value: data };
  const result = check(data);
  if (result === true) return { value: data };
  if (!result || typeof result !== 'object' || 'then' in result || result.error) return null;
  return { value: 'value' in result ? result.value : data };
}

type DirectRoute = {
  /** The route's pattern as Fastify names it (/api/v4/products/:id): the metrics' series. */
  url: string;
  compile: () => Compiled;
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** The store whose answer cache (plugins/http-cache.ts) and metrics the call reads and adds to. */
  ctx: AppContext;
  compiled?: Compiled;
};

/** An endpoint's registration as endpointRoute hands it over. */
export type DirectRouteDefinition = Omit<DirectRoute, 'compiled'>;

/**
 * Every GET route of the API's endpoints in a router of their own, with the same options as Fastify's (app.ts),
 * so a URL finds the route Fastify would pick; a route whose answer may not be made directly is held as null.
 */
type DirectRoutes = { router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>; fastify: FastifyInstance };
const routersOf = new WeakMap<object, DirectRoutes>();

function routesOf(app: FastifyInstance): DirectRoutes {
  // Every instance of one app shares its server object: one router per app, whichever plugin registers.
  let routes = routersOf.get(app.server);
  if (!routes) {
    routes = { router: FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 200 }), fastify: app };
    routersOf.set(app.server, routes);
  }
  return routes;
}

/** Records a GET route; `direct` null when only Fastify's pipeline may answer it (a guard, hooks of its own). */
export function recordGetRoute(app: FastifyInstance, path: string, direct: DirectRouteDefinition | null): void {
  const noop = () => {};
  routesOf(app).router.on('GET', path, noop, direct ?? undefined);
}

class NotDirect extends Error {}

/** A reply a direct call never has: a handler that reaches for one is answered through Fastify instead. */
const NO_REPLY = new Proxy({} as FastifyReply, {
  get() {
    throw new NotDirect();
  },
});

/**
 * The request a handler sees, with only what a direct call knows; reading anything else (the client's address,
 * cookies, the raw request) throws, and the call is answered through Fastify instead.
 */
function requestOf(fields: Record<string, unknown>): FastifyRequest {
  return new Proxy(fields, {
    get(target, key) {
      if (typeof key === 'string' && key in target) return target[key];
      if (key === 'then') return undefined;
      throw new NotDirect();
    },
  }) as unknown as FastifyRequest;
}

/** The query as Fastify's parser hands it to validation: a repeated key as an array, every value a string. */
function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const had = query[key];
    query[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return query;
}

/**
 * A server render's anonymous GET answered by the route's own handler, without Fastify's request pipeline:
 * the same validation (the route's compiled validators), the same handler and answer cache (kept answers read
 * and kept as the http-cache hooks do), the same serializer and the same request metrics. Null when the call
 * must go through Fastify (`inject`): an unknown or guarded route, an input the validators refuse, a handler
 * that throws or reaches for the reply; those answers (400, 404, 500, …) are then Fastify's own.
 */
export async function answerDirectly(app: FastifyInstance, url: string): Promise<string | null> {
  const routes = routersOf.get(app.server);
  if (!routes) return null;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const found = routes.router.find('GET', path);
  const route = found?.store as DirectRoute | undefined;
  if (!found || !route) return null;
  // Fastify's router holds routes that are not endpoints (the storefront's catch-all, /metrics): it must pick
  // the same one, i.e. with the same parameters.
  const fastifys = routes.fastify.findRoute({ method: 'GET', url: path });
  if (!fastifys || !sameParams(fastifys.params as Record<string, string>, found.params)) return null;
  const started = performance.now();
  const compiled = (route.compiled ??= route.compile());
  const params = validated(compiled.params, found.params);
  const query = validated(compiled.query, q < 0 ? {} : queryOf(url.slice(q + 1)));
  if (!params || !query) return null;
  const cache = directAnswerCache(route.ctx);
  const generation = cache.generation();
  const kept = cache.lookup(url);
  let body: string;
  if (kept !== undefined) body = kept;
  else {
    // A render's call carries no token: the request is anonymous, as the auth hook would leave it.
    const request = requestOf({
      method: 'GET',
      url,
      params: params.value,
      query: query.value,
      headers: {},
      auth: null,
      log: route.ctx.log,
    });
    try {
      body = compiled.serialize(await route.handler(request, NO_REPLY));
    } catch {
      return null;
    }
    cache.keep(url, body, generation);
  }
  route.ctx.metrics.request('GET', route.url, 200, (performance.now() - started) / 1000);
  return body;
}

function sameParams(a: Record<string, string>, b: Record<string, string | undefined>): boolean {
  const keys = Object.keys(b);
  if (Object.keys(a).length !== keys.length) return false;
  return keys.every((k) => a[k] === b[k]);
}
