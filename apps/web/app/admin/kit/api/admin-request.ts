import {
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  pathOf,
  type QueryOf,
  type ResponseOf,
} from '@shringar/contracts/endpoint';
import { ifMatch } from '@shringar/contracts/record-version';
import { ApiError } from '~/lib/api-error';
import { type CallFailure, type Exchange, exchange, type FieldError } from '~/lib/api-exchange';

/**
 * A failed console call: the store's ApiError carrying the server's own message (it names the field), not the
 * shopper's spec 8 texts. Staff read what the server said; a 401 (session ended) and 403 (role denied) are for
 * the loader or form to act on, not a redirect from inside the client.
 */
export class AdminError extends ApiError {
  declare readonly fieldErrors: FieldError[];
  constructor(message: string, status: number | null, code?: string, fieldErrors: FieldError[] = []) {
    super(message, status, code, fieldErrors);
    this.name = 'AdminError';
  }

  /** The staff session ended or never began: the loader sends the operator to sign in. */
  get signedOut(): boolean {
    return this.status === 401;
  }
}

export const UNREACHABLE = 'The server cannot be reached. Check the connection and try again.';

/** The console's reading of a failed exchange: the server's message, else what happened. */
export const adminError: CallFailure = (status, json) =>
  status === null
    ? new AdminError(UNREACHABLE, null, json?.code)
    : new AdminError(json?.message ?? `The server answered ${status}.`, status, json?.code, json?.errors);

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

/** A console call through the shared exchange, failing as AdminError. */
export function adminExchange(request: Exchange): Promise<unknown> {
  return exchange(request, adminError);
}

/**
 * The console's typed call, through the same exchange (transport, envelope, timeout) as the store's client. It
 * sends no shopper token: staff are known by their HttpOnly session cookie, which the browser adds to
 * same-origin calls under /api/v4/admin.
 */
export async function adminCall<E extends Endpoint>(
  endpoint: E,
  input: Input<E> = {} as Input<E>,
  signal?: AbortSignal,
): Promise<ResponseOf<E>> {
  const data = await adminExchange({
    method: endpoint.method,
    path: pathOf(endpoint, input.params as Record<string, unknown> | undefined),
    ...(input.query ? { query: input.query as Record<string, string | undefined> } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    headers: { ...input.headers, ...(input.version !== undefined ? ifMatch(input.version) : {}) },
    ...(signal ? { signal } : {}),
  });
  return data as ResponseOf<E>;
}
