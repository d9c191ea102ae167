import { storePaths } from '@shringar/contracts/store-paths';
import { isRouteErrorResponse, Link, Outlet, useRouteError } from 'react-router';
import type { Route } from './+types/admin-layout';

/**
 * The admin group: the operator console, apart from the store's frame. Its pages are an operator's own: never
 * shared by the page cache, never cached anywhere, never indexed.
 */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

function AdminFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 print:bg-white">
      <header className="border-b border-gray-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
          <p className="font-semibold text-gray-900">Shringar operator console</p>
          <Link to={storePaths.home} className="text-sm text-brand-700 hover:underline">
            Open the store
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 print:p-0">{children}</main>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}

/** An error inside the console keeps the console's frame, not the store's. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminFrame>
      <div role="alert" className="rounded-lg border border-red-200 bg-white p-6">
        <h1 className="text-lg font-semibold text-gray-900">{notFound ? 'Not found' : 'Something went wrong'}</h1>
        <p className="mt-2 text-gray-600">
          {isRouteErrorResponse(error) ? error.statusText || `Error ${error.status}` : 'Please try again.'}
        </p>
      </div>
    </AdminFrame>
  );
}
