import { SHAREABLE_PAGE_HEADER } from '@shringar/contracts/page-sharing';
import { Outlet } from 'react-router';
import type { Route } from './+types/store-group';

/**
 * The store group: catalogue and content pages, rendered on the server anonymously (the shopper's token lives in
 * the browser), so one render may be shown to everyone. This opt-in is what lets the server's page cache keep
 * them; a page of the group that must not be shared returns its own headers without it.
 */
export const headers: Route.HeadersFunction = () => ({ [SHAREABLE_PAGE_HEADER]: '1' });

export default function StoreGroup() {
  return <Outlet />;
}
