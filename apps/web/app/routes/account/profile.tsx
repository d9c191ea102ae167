import { ProfilePage } from '~/features/profile/profile.public';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () => [
  { title: 'My Profile — Shringar' },
  { name: 'robots', content: 'noindex' },
];

export default function Profile() {
  return <ProfilePage />;
}

export { RouteErrorBoundary as ErrorBoundary };
