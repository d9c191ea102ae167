import { NotificationsPage } from '~/features/notifications/notifications.public';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/notifications';

export const meta: Route.MetaFunction = () => [
  { title: 'Notifications — Shringar' },
  { name: 'robots', content: 'noindex' },
];

export default function Notifications() {
  return <NotificationsPage />;
}

export { RouteErrorBoundary as ErrorBoundary };
