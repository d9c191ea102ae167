import { authPathFor, storePaths } from '@shringar/contracts/store-paths';
import { useEffect } from 'react';
import { Outlet, redirect, useLocation, useNavigate } from 'react-router';
import { toast } from '~/ui/toast';
import { getAuthToken } from '~/lib/auth-token';
import { Skeleton } from '~/ui/skeleton';
import { useSignedIn } from '~/ui/use-signed-in';
import type { Route } from './+types/account-layout';

/**
 * The account group: a shopper's own pages. The token lives in the browser, so the server renders only this
 * layout's fallback and never the shopper's data; no cache may keep the answer.
 */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** Spec 8: the pages whose sign-in prompt has words of its own. */
const SIGN_IN_PROMPTS: Record<string, string> = { [storePaths.wishlist]: 'Please login to view your wishlist' };

/** The sign-in guard: a signed-out visitor goes to sign in, and comes back here afterwards. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!getAuthToken()) {
    const url = new URL(request.url);
    const prompt = SIGN_IN_PROMPTS[url.pathname];
    if (prompt) toast.info(prompt, { toastId: 'sign-in-prompt' });
    throw redirect(authPathFor(url.pathname + url.search));
  }
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8" aria-busy="true">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-40 w-full" />
    </main>
  );
}

export default function AccountLayout() {
  const signedIn = useSignedIn();
  const location = useLocation();
  const navigate = useNavigate();
  // Signing out (here or in another tab) while on an account page leaves it for sign-in.
  useEffect(() => {
    if (!signedIn) void navigate(authPathFor(location.pathname + location.search), { replace: true });
  }, [signedIn, location.pathname, location.search, navigate]);
  return <Outlet />;
}
