import type { HttpMethod } from '@shringar/contracts/endpoint';

/** Where every call goes, relative to the store's origin. */
export const API_PREFIX = '/api/v4';

/** One call as the client hands it over: a path under API_PREFIX with its query, headers and encoded body. */
export type TransportRequest = {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  signal: AbortSignal;
};

/** The raw answer: the HTTP status and the parsed JSON body (null when it was not JSON). */
export type TransportResponse = { status: number; json: unknown };

/**
 * How a call reaches the API. In the browser it is `fetch`; during a server render it is the API's own request
 * pipeline run in-process (registered by the server at start, see registerApiTransport), so a render never opens
 * a socket to itself yet passes the same validation, hooks, errors and caching as a browser's call.
 */
export type ApiTransport = (request: TransportRequest) => Promise<TransportResponse>;

export const fetchTransport: ApiTransport = async ({ method, url, headers, body, signal }) => {
  const res = await fetch(url, { method, headers, body, signal });
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  return { status: res.status, json };
};

let serverTransport: ApiTransport | null = null;

/** Called once by the server that serves the built app (apps/api's web-app plugin), before the first render. */
export function registerApiTransport(transport: ApiTransport): void {
  serverTransport = transport;
}

/**
 * `react-router dev` renders inside Vite's process, apart from the API (`npm run dev`): there, and only there,
 * a server render reaches the API where Vite's proxy does (vite.config.ts).
 */
const DEV_API_ORIGIN = 'http://127.0.0.1:3000';

/** The transport for this environment. */
export function currentTransport(): ApiTransport {
  if (typeof window !== 'undefined') return fetchTransport;
  if (serverTransport) return serverTransport;
  if (import.meta.env.DEV) return (request) => fetchTransport({ ...request, url: `${DEV_API_ORIGIN}${request.url}` });
  throw new Error('No API transport is registered for server rendering');
}
