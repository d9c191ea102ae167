import { adminListReturns } from '@shringar/contracts/endpoints/admin-returns';
import { loadFilteredList, ReturnsPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/returns';
import { useStaffSession } from './signed-in-layout';

export const meta = () => [{ title: 'Returns · Shringar console' }];

const FILTERS = ['status', 'orderId', 'phone', 'from', 'to', 'sort', 'page'] as const;

/** Filters, sort and page come from the URL; a filter the server refuses is shown above an empty list. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadFilteredList(adminListReturns, FILTERS, request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Returns({ loaderData }: Route.ComponentProps) {
  const { permissions } = useStaffSession();
  return (
    <ReturnsPage
      rows={loaderData.items}
      pagination={loaderData.pagination}
      error={loaderData.error}
      canManage={permissions.includes('orders.manage')}
      canRefund={permissions.includes('orders.refund')}
    />
  );
}
