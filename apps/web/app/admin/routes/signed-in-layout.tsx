import type { StaffSession } from '@shringar/contracts/staff';
import {
  data,
  isRouteErrorResponse,
  Outlet,
  redirect,
  useLocation,
  useOutletContext,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { AdminShell, adminSignInPath, ConsoleError, fetchStaffSession, mayOpen, RoleDenied } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/signed-in-layout';

/** A page refused to the role is titled as such (the page's own title is not rendered then). */
export const meta: Route.MetaFunction = ({ error }) => [
  {
    title:
      isRouteErrorResponse(error) && error.status === 403
        ? 'Not open to your role · Shringar console'
        : 'Shringar console',
  },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * The server renders no staff data, only the page's status: a page the member's role does not open answers 403.
 * The session cookie reaches console pages as well as the API's admin paths, so this render can ask who it is.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const cookie = request.headers.get('cookie');
  const session = cookie ? await fetchStaffSession(request.signal, { cookie }) : null;
  if (session && !mayOpen(session, new URL(request.url).pathname)) return data(null, { status: 403 });
  return null;
}

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

/** A page the role does not open says so inside the shell (its calls would be refused one by one). */
export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <AdminShell session={loaderData}>
      {mayOpen(loaderData, pathname) ? (
        <Outlet context={loaderData satisfies StaffSession} />
      ) : (
        <RoleDenied session={loaderData} />
      )}
    </AdminShell>
  );
}

/** A page's failure keeps the console's navigation: the member can go on to another area. */
export function ErrorBoundary() {
  const error = useRouteError();
  const session = useRouteLoaderData<typeof clientLoader>('admin/routes/signed-in-layout');
  // Without a session (it could not be read) there is no navigation to keep.
  if (!session) return <ConsoleError error={error} />;
  const denied = isRouteErrorResponse(error) && error.status === 403;
  return (
    <AdminShell session={session}>
      {denied ? <RoleDenied session={session} /> : <ConsoleError error={error} />}
    </AdminShell>
  );
}

/** The signed-in member, for the console's pages. */
export const useStaffSession = () => useOutletContext<StaffSession>();
