import { OrderDetailsPage, ordersMessages } from '~/features/orders/orders.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/order-details';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: ordersMessages[localeFromPath(location.pathname)].detailsPageTitle },
  { name: 'robots', content: 'noindex' },
];

export default function OrderDetails({ params }: Route.ComponentProps) {
  return <OrderDetailsPage orderId={params.orderId} />;
}

export { RouteErrorBoundary as ErrorBoundary };
