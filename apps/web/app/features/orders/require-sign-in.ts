import { authPathFor } from '@shringar/contracts/store-paths';
import { redirect } from 'react-router';
import { getAuthToken } from '~/lib/auth-token';

/**
 * For the client loaders of pages behind sign-in: without a stored token the shopper goes to sign in, which
 * brings them back to this very path (and query) afterwards.
 */
export function requireSignedIn(request: Request): void {
  if (getAuthToken()) return;
  const url = new URL(request.url);
  throw redirect(authPathFor(`${url.pathname}${url.search}`));
}
