import { SHAREABLE_PAGE_HEADER } from '@shringar/contracts/page-sharing';
import { Outlet, useMatches } from 'react-router';
import { CanonicalLink } from '~/features/seo/seo.public';
import { pageRouteId } from '~/lib/i18n/locale-routes';
import type { Route } from './+types/store-group';

/**
 * The store group: catalogue and content pages, rendered on the server anonymously (the shopper's token lives in
 * the browser), so one render may be shown to everyone. This opt-in is what lets the server's page cache keep
 * them; a page of the group that must not be shared returns its own headers without it.
 */
export const headers: Route.HeadersFunction = () => ({ [SHAREABLE_PAGE_HEADER]: '1' });

/** The server renders at the store's public origin (PUBLIC_BASE_URL), never the client's Host: links start there. */
export const loader = ({ request }: Route.LoaderArgs) => ({ origin: new URL(request.url).origin });
export const clientLoader = () => ({ origin: window.location.origin });

export default function StoreGroup({ loaderData }: Route.ComponentProps) {
  // A missing page has no address of its own to name.
  const missing = useMatches().some((m) => pageRouteId(m.id) === 'routes/store/not-found');
  return (
    <>
      {!missing && <CanonicalLink origin={loaderData.origin} />}
      <Outlet />
    </>
  );
}
