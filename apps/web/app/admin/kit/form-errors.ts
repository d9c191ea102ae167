import { AdminError } from './api/admin-request';
import { isStaleWrite } from './stale-write-notice';

/** The message for one field from a failed call, when the server named that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof AdminError)) return undefined;
  return error.fieldErrors.find((e) => e.field === field)?.message;
}

/** The call's message, unless it already shows beside a field. */
export function formError(error: unknown, fields: string[]): string | null {
  // A stale save shows its own notice, with Reload (stale-write-notice.tsx).
  if (!error || isStaleWrite(error)) return null;
  if (error instanceof AdminError)
    return error.fieldErrors.some((e) => fields.includes(e.field)) ? null : error.message;
  return 'Something went wrong. Please try again.';
}
