import { storePaths } from '@shringar/contracts/store-paths';
import { Link, Outlet, useRouteError } from 'react-router';
import { ConsoleError } from '../admin.public';
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
  return (
    <AdminFrame>
      <ConsoleError error={useRouteError()} />
    </AdminFrame>
  );
}
