/** Every failed call becomes one ApiError whose message is what the shopper may read (spec 8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code?: string,
    readonly fieldErrors?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The refusal of a cart change, an order or a payment while the operator has closed the store. */
export const STORE_CLOSED = 'STORE_CLOSED';

export const isStoreClosed = (err: unknown): err is ApiError => err instanceof ApiError && err.code === STORE_CLOSED;

/** Spec 8 status mapping; the server's message wins when present, except where the spec fixes the text. */
export function messageForStatus(status: number, serverMessage: string | undefined, code?: string): string {
  // The operator's own words for a closed store (settings appInactiveMessage), not a server fault.
  if (code === STORE_CLOSED && serverMessage) return serverMessage;
  if (status === 401) return 'Unauthorized access. Please login again.';
  if (status === 403) return 'Access forbidden.';
  if (status === 404) return serverMessage || 'Resource not found.';
  if (status === 400) return serverMessage || 'Validation error. Please check your input.';
  if (status === 500 || status === 502 || status === 503) return 'Server error. Please try again later.';
  return serverMessage || 'Network error. Please check your connection.';
}

export const NETWORK_ERROR = 'Network error. Please check your connection.';
export const TIMEOUT_ERROR = 'Request timeout. Please try again.';
