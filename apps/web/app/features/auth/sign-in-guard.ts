import { authPathFor, storePaths } from '@shringar/contracts/store-paths';
import { useEffect } from 'react';
import { redirect, useLocation } from 'react-router';
import { getAuthToken } from '~/lib/auth-token';
import { localeFromPath, localePath, stripLocale, useLocaleNavigate } from '~/lib/i18n/i18n';
import { toast } from '~/ui/toast';
import { useSignedIn } from '~/ui/use-signed-in';
import { messages } from './messages';

/**
 * The store's one sign-in guard, held by the account group's layout (routes/account/account-layout.tsx), so
 * every page of the group is behind it and none repeats it. The token lives in the browser, so the guard runs
 * there: before the page loads (`requireSignIn`, from the layout's clientLoader) and while it is open
 * (`useSignInGuard`: signing out here or in another tab leaves for sign-in).
 */

/** Spec 8: the pages whose sign-in prompt has words of its own. */
const SIGN_IN_PROMPTS: Record<string, 'wishlistPrompt'> = { [storePaths.wishlist]: 'wishlistPrompt' };

/** A signed-out visitor goes to sign in (in their language), and comes back to the page asked for afterwards. */
export function requireSignIn(request: Request): null {
  if (!getAuthToken()) {
    const url = new URL(request.url);
    const locale = localeFromPath(url.pathname);
    const prompt = SIGN_IN_PROMPTS[stripLocale(url.pathname)];
    if (prompt) toast.info(messages[locale][prompt], { toastId: 'sign-in-prompt' });
    throw redirect(localePath(locale, authPathFor(url.pathname + url.search)));
  }
  return null;
}

/** Leaves for sign-in when the token goes while the page is open; answers whether the shopper is signed in. */
export function useSignInGuard(): boolean {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  const navigate = useLocaleNavigate();
  useEffect(() => {
    // Reads storage itself rather than the first render's 'signed out' (the server's answer).
    if (!getAuthToken()) navigate(authPathFor(pathname + search), { replace: true });
  }, [signedIn, pathname, search, navigate]);
  return signedIn;
}
