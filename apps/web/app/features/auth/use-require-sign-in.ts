import { authPathFor } from '@shringar/contracts/store-paths';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getAuthToken } from '~/lib/auth-token';
import { useSignedIn } from '~/ui/use-signed-in';

/**
 * For pages that need a signed-in shopper (spec 6): a signed-out visit goes to /auth, which comes back here after
 * sign-in. The token lives in the browser, so this runs after hydration; it reads storage itself rather than
 * the first render's 'signed out'. Answers whether the shopper is signed in (render the page's data only then).
 */
export function useRequireSignIn(): boolean {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!getAuthToken()) void navigate(authPathFor(`${pathname}${search}`), { replace: true });
  }, [signedIn, navigate, pathname, search]);
  return signedIn;
}
