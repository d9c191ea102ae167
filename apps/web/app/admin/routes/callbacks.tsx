import { adminListCallbacks } from '@shringar/contracts/endpoints/admin-content';
import { CallbacksPage, loadFilteredList } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/callbacks';

export const meta = () => [{ title: 'Call-backs · Shringar console' }];

const FILTERS = ['status', 'page'] as const;

/** The status filter and the page come from the URL. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadFilteredList(adminListCallbacks, FILTERS, request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Callbacks({ loaderData }: Route.ComponentProps) {
  return <CallbacksPage items={loaderData.items} pagination={loaderData.pagination} error={loaderData.error} />;
}
