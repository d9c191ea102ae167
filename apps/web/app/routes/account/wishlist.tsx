import { WishlistPage } from '~/features/wishlist/wishlist.public';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = () => [
  { title: 'My Wishlist — Shringar' },
  { name: 'robots', content: 'noindex' },
];

export default function Wishlist() {
  return <WishlistPage />;
}

export { RouteErrorBoundary as ErrorBoundary };
