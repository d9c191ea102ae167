import { WalletPage } from '~/features/wallet/wallet.public';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/wallet';

export const meta: Route.MetaFunction = () => [
  { title: 'My Wallet — Shringar' },
  { name: 'robots', content: 'noindex' },
];

export default function Wallet() {
  return <WalletPage />;
}

export { RouteErrorBoundary as ErrorBoundary };
