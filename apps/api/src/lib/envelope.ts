import { z } from 'zod';

/** The success envelope of API.md: every answer is { success, message, data }. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** Standard error answers for a route's schema, so the OpenAPI page lists them. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelope.describe(errorDescriptions[s] ?? 'Error')]));
}

const errorDescriptions: Record<number, string> = {
  400: 'Validation failed; message names the first field',
  401: 'Not authenticated',
  403: 'Not allowed',
  404: 'Unknown resource, or one that belongs to someone else',
  409: 'Conflict (out of stock, already paid, exhausted)',
  413: 'Upload too large',
  415: 'Wrong upload type',
  428: 'If-Match is required: send the version the edit is based on',
  429: 'Rate limited; see Retry-After',
  500: 'Unexpected server error; nothing about internals is revealed',
  502: 'The payment provider failed; retrying is safe',
  503: 'A service the call needs is unavailable; try again later',
};
