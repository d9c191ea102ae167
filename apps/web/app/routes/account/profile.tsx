import { ProfilePage, profileMessages } from '~/features/profile/profile.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: profileMessages[localeFromPath(location.pathname)].pageTitle },
  { name: 'robots', content: 'noindex' },
];

export default function Profile() {
  return <ProfilePage />;
}

export { RouteErrorBoundary as ErrorBoundary };
