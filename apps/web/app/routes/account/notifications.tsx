import { NotificationsPage, notificationsMessages } from '~/features/notifications/notifications.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/notifications';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: notificationsMessages[localeFromPath(location.pathname)].metaTitle },
  { name: 'robots', content: 'noindex' },
];

export default function Notifications() {
  return <NotificationsPage />;
}

export { RouteErrorBoundary as ErrorBoundary };
