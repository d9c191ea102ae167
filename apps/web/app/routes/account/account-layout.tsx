import { Outlet } from 'react-router';
import { requireSignIn, useSignInGuard } from '~/features/auth/auth.public';
import { QueryScope } from '~/lib/query/query-scope';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/account-layout';

/**
 * The account group: a shopper's own pages. The token lives in the browser, so the server renders only this
 * layout's fallback and never the shopper's data; no cache may keep the answer.
 */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** The sign-in guard (features/auth/sign-in-guard.ts), before any page of the group loads. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => requireSignIn(request);
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
  useSignInGuard();
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
