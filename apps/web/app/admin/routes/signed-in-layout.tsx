import type { StaffSession } from '@shringar/contracts/staff';
import { Outlet, redirect, useOutletContext } from 'react-router';
import { ConsoleShell, consoleSignInPath, fetchStaffSession } from '~/features/console/console.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/console-layout';

/**
 * The signed-in console: the session is read in the browser (its cookie is HttpOnly and the server renders no
 * staff data), and a signed-out visitor goes to sign-in and comes back here afterwards.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await fetchStaffSession(request.signal);
  if (!session) {
    const url = new URL(request.url);
    throw redirect(consoleSignInPath(url.pathname + url.search));
  }
  return session;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell session={loaderData}>
      <Outlet context={loaderData satisfies StaffSession} />
    </ConsoleShell>
  );
}

/** The signed-in member, for the console's pages. */
export const useStaffSession = () => useOutletContext<StaffSession>();
