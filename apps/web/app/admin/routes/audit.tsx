import { listAuditLog } from '@shringar/contracts/endpoints/staff';
import { AuditPage, loadFilteredList } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/audit';

export const meta = () => [{ title: 'Audit log · Shringar console' }];

const FILTERS = ['actor', 'action', 'target', 'from', 'to', 'page'] as const;

/** The filters and the page come from the URL; a filter the server refuses is shown above an empty table. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadFilteredList(listAuditLog, FILTERS, request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  return <AuditPage items={loaderData.items} pagination={loaderData.pagination} error={loaderData.error} />;
}
