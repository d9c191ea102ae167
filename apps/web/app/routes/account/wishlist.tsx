import { WishlistPage, wishlistMessages } from '~/features/wishlist/wishlist.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: wishlistMessages[localeFromPath(location.pathname)].metaTitle },
  { name: 'robots', content: 'noindex' },
];

export default function Wishlist() {
  return <WishlistPage />;
}

export { RouteErrorBoundary as ErrorBoundary };
