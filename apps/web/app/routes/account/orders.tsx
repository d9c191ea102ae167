import { OrdersPage, OrdersSkeleton, requireSignedIn } from '~/features/orders/orders.public';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => [
  { title: 'My Orders — Shringar' },
  { name: 'robots', content: 'noindex' },
];

/** Behind sign-in: the token lives in the browser, so the check runs there, before the page renders. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-gray-900">My Orders</h1>
      <OrdersSkeleton />
    </main>
  );
}

export default function Orders() {
  return <OrdersPage />;
}

export { RouteErrorBoundary as ErrorBoundary };
