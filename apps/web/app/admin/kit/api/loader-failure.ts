import { redirect } from 'react-router';
import { consoleSignInPath } from '../console-paths';
import { ConsoleError } from './console-request';

/**
 * What a console page's loader does with a failed call: a session that ended goes to sign-in (and comes back);
 * anything else is the page's error, shown by the admin error boundary with the server's message.
 */
export function loaderFailure(error: unknown, request: Request): never {
  if (error instanceof ConsoleError && error.status === 401) {
    const url = new URL(request.url);
    throw redirect(consoleSignInPath(url.pathname + url.search));
  }
  if (error instanceof ConsoleError)
    throw new Response(error.message, { status: error.status ?? 503, statusText: error.message });
  throw error;
}
