import { OrdersPage, ordersMessages } from '~/features/orders/orders.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: ordersMessages[localeFromPath(location.pathname)].ordersPageTitle },
  { name: 'robots', content: 'noindex' },
];

export default function Orders() {
  return <OrdersPage />;
}

export { RouteErrorBoundary as ErrorBoundary };
