import { useSearchParams } from 'react-router';
import { CodConfirmPage, codConfirmMessages } from '~/features/cod-confirm/cod-confirm.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import { QueryScope } from '~/lib/query/query-scope';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/cod-confirm';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: codConfirmMessages[localeFromPath(location.pathname)].metaTitle },
  { name: 'robots', content: 'noindex' },
];

/** The link's proof is private to its shopper: the page is never shared or kept by a cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export default function CodConfirm({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <QueryScope>
      <CodConfirmPage
        orderId={params.orderId}
        proof={{ expires: Number(search.get('expires') ?? 0), sig: search.get('sig') ?? '' }}
      />
    </QueryScope>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
