import { OrderDetailsPage } from '~/features/orders/orders.public';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/order-details';

export const meta: Route.MetaFunction = () => [
  { title: 'Order Details — Shringar' },
  { name: 'robots', content: 'noindex' },
];

export default function OrderDetails({ params }: Route.ComponentProps) {
  return <OrderDetailsPage orderId={params.orderId} />;
}

export { RouteErrorBoundary as ErrorBoundary };
