import { listAuditLog } from '@shringar/contracts/endpoints/staff';
import { AuditPage, consoleCall, ConsoleError, loaderFailure } from '~/features/console/console.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/audit';

export const meta = () => [{ title: 'Audit log · Shringar console' }];

const FILTERS = ['actor', 'action', 'target', 'from', 'to', 'page'] as const;

/** The filters and the page come from the URL; a filter the server refuses is shown above an empty table. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) || undefined]));
  try {
    return { ...(await consoleCall(listAuditLog, { query }, request.signal)), error: undefined };
  } catch (error) {
    if (error instanceof ConsoleError && error.status === 400)
      return { items: [], pagination: null, error: error.message };
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  return <AuditPage items={loaderData.items} pagination={loaderData.pagination} error={loaderData.error} />;
}
