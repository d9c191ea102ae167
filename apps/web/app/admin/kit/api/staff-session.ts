import { staffCurrentSession } from '@shringar/contracts/endpoints/staff';
import type { StaffSession } from '@shringar/contracts/staff';
import { adminCall, AdminError } from './admin-request';

/**
 * The signed-in staff member, or null when signed out (or the session ended). A server render passes the page
 * request's cookie header on; the browser adds the cookie itself.
 */
export async function fetchStaffSession(
  signal?: AbortSignal,
  headers?: Record<string, string>,
): Promise<StaffSession | null> {
  try {
    return await adminCall(staffCurrentSession, headers ? { headers } : {}, signal);
  } catch (error) {
    if (error instanceof AdminError && error.status === 401) return null;
    throw error;
  }
}
