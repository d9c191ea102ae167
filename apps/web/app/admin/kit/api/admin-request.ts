import {
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  pathOf,
  type QueryOf,
  type ResponseOf,
} from '@shringar/contracts/endpoint';
import { ifMatch } from '@shringar/contracts/record-version';
import { API_PREFIX, currentTransport } from '~/lib/api-transport';

/** A failed console call: the server's message (it names the field), its status and code. */
export class AdminError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code?: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

/** An edit the server checks against the version it was based on (it names VERSION_REQUIRED among its errors). */
type IsVersioned<E extends Endpoint> = [Extract<NonNullable<E['errorCodes']>[number], 'VERSION_REQUIRED'>] extends [
  never,
]
  ? false
  : true;

type Input<E extends Endpoint> = {
  params?: ParamsOf<E>;
  query?: Partial<QueryOf<E>> | Record<string, string | undefined>;
  body?: BodyOf<E>;
  /** Extra request headers, e.g. an Idempotency-Key that makes a retried command apply once. */
  headers?: Record<string, string>;
} & (IsVersioned<E> extends true
  ? /** The version of the record as the form read it: sent as If-Match, so no one else's change is lost. */
    { version: string }
  : { version?: never });

const TIMEOUT_MS = 30_000;

function urlOf(path: string, query?: Record<string, unknown>) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The console's own client. Unlike the storefront's it sends no shopper token: staff are known by their
 * HttpOnly session cookie, which the browser adds to same-origin calls under /api/v4/admin. Staff read the
 * server's own messages (they name the field), not the storefront's generic texts.
 */
export async function adminCall<E extends Endpoint>(
  endpoint: E,
  input: Input<E> = {} as Input<E>,
  signal?: AbortSignal,
): Promise<ResponseOf<E>> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const answer = await currentTransport()({
    method: endpoint.method,
    url: urlOf(pathOf(endpoint, input.params as Record<string, unknown> | undefined), input.query),
    headers: {
      Accept: 'application/json',
      ...(input.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...input.headers,
      ...(input.version !== undefined ? ifMatch(input.version) : {}),
    },
    ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  }).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    throw new AdminError('The server cannot be reached. Check the connection and try again.', null, 'NETWORK');
  });
  const json = answer.json as {
    success?: boolean;
    message?: string;
    code?: string;
    data?: unknown;
    errors?: { field: string; message: string }[];
  } | null;
  if (answer.status >= 200 && answer.status < 300 && json?.success !== false) return json?.data as ResponseOf<E>;
  throw new AdminError(
    json?.message ?? `The server answered ${answer.status}.`,
    answer.status,
    json?.code,
    json?.errors ?? [],
  );
}
