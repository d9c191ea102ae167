import { redirect } from 'react-router';
import { adminSignInPath } from '../admin-paths';
import { AdminError } from './admin-request';

/**
 * What a console page's loader does with a failed call: a session that ended goes to sign-in (and comes back);
 * anything else is the page's error, shown by the admin error boundary with the server's message.
 */
export function loaderFailure(error: unknown, request: Request): never {
  if (error instanceof AdminError && error.status === 401) {
    const url = new URL(request.url);
    throw redirect(adminSignInPath(url.pathname + url.search));
  }
  if (error instanceof AdminError)
    throw new Response(error.message, { status: error.status ?? 503, statusText: error.message });
  throw error;
}
