import type { FastifyInstance, HTTPMethods } from 'fastify';
import { answerDirectly } from './direct-routes.ts';
import { inProcessHeaders } from './load-shedding.ts';
import { yieldToEventLoop } from '../lib/yield-to-event-loop.ts';

/** What the storefront's typed client hands to a transport, and what it reads back (apps/web/app/lib/api-transport.ts). */
export type TransportRequest = { method: HTTPMethods; url: string; headers: Record<string, string>; body?: unknown };
export type TransportResponse = { status: number; json: unknown };
export type ApiTransport = (request: TransportRequest) => Promise<TransportResponse>;

/**
 * A server render's API calls, run in-process: an anonymous read of a catalogue or content route by its handler
 * directly (plugins/direct-routes.ts), every other call through Fastify's own request pipeline (`inject`); either
 * way the same routing, validation, errors and caching as a call from a browser, without a socket or a port.
 */
export function inProcessTransport(app: FastifyInstance): ApiTransport {
  return async ({ method, url, headers, body }: TransportRequest): Promise<TransportResponse> => {
    if (body !== undefined && typeof body !== 'string') throw new Error('a server render sends JSON bodies only');
    // Let the event loop reach its I/O phase first: a render's calls and the embedded database's queries
    // otherwise chain on promise callbacks alone, and no other request (not even a health check) is read
    // until the whole render is done, so nothing could count or refuse the renders piling up behind it.
    await yieldToEventLoop();
    // An anonymous read of a catalogue or content route goes straight to its handler (plugins/direct-routes.ts);
    // anything it cannot answer the same way as Fastify would goes through Fastify.
    if (method === 'GET' && body === undefined && !headers.authorization && !headers.Authorization && !headers.cookie) {
      const answer = await answerDirectly(app, url);
      if (answer !== null) return { status: 200, json: JSON.parse(answer) as unknown };
    }
    const res = await app.inject({
      method,
      url,
      // Marked as the render's own calls: the render holds a slot of the render gate, so they skip the API's.
      headers: { ...headers, ...inProcessHeaders() },
      ...(body === undefined ? {} : { payload: body }),
    });
    let json: unknown = null;
    try {
      json = res.json();
    } catch {
      json = null;
    }
    return { status: res.statusCode, json };
  };
}
