import { OrderDetailsPage, OrderDetailsSkeleton, requireSignedIn } from '~/features/orders/orders.public';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/order-details';

export const meta: Route.MetaFunction = () => [
  { title: 'Order Details — Shringar' },
  { name: 'robots', content: 'noindex' },
];

/** Behind sign-in: the token lives in the browser, so the check runs there, before the page renders. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  return null;
}
clientLoader.hydrate = true as const;

export const HydrateFallback = OrderDetailsSkeleton;

export default function OrderDetails({ params }: Route.ComponentProps) {
  return <OrderDetailsPage orderId={params.orderId} />;
}

export { RouteErrorBoundary as ErrorBoundary };
