import type { StaffSession } from '@shringar/contracts/staff';
import { Outlet, redirect, useOutletContext } from 'react-router';
import { AdminShell, adminSignInPath, fetchStaffSession } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/signed-in-layout';

/**
 * The signed-in console: the session is read in the browser (its cookie is HttpOnly and the server renders no
 * staff data), and a signed-out visitor goes to sign-in and comes back here afterwards.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await fetchStaffSession(request.signal);
  if (!session) {
    const url = new URL(request.url);
    throw redirect(adminSignInPath(url.pathname + url.search));
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

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell session={loaderData}>
      <Outlet context={loaderData satisfies StaffSession} />
    </AdminShell>
  );
}

/** The signed-in member, for the console's pages. */
export const useStaffSession = () => useOutletContext<StaffSession>();
