import { OrdersPage } from '~/features/orders/orders.public';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => [
  { title: 'My Orders — Shringar' },
  { name: 'robots', content: 'noindex' },
];

export default function Orders() {
  return <OrdersPage />;
}

export { RouteErrorBoundary as ErrorBoundary };
