import { WalletPage, walletMessages } from '~/features/wallet/wallet.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/wallet';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: walletMessages[localeFromPath(location.pathname)].pageTitle },
  { name: 'robots', content: 'noindex' },
];

export default function Wallet() {
  return <WalletPage />;
}

export { RouteErrorBoundary as ErrorBoundary };
