import { adminSearchOrders } from '@shringar/contracts/endpoints/admin';
import { loadFilteredList, OrdersPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/orders';

export const meta = () => [{ title: 'Orders · Shringar console' }];

const FILTERS = [
  'q',
  'phone',
  'status',
  'paymentMethod',
  'pincode',
  'from',
  'to',
  'codConfirmation',
  'sort',
  'page',
  'itemsPerPage',
] as const;

/** Filters, sort and page come from the URL; a filter the server refuses is shown above an empty list. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadFilteredList(adminSearchOrders, FILTERS, request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  return (
    <OrdersPage
      orders={loaderData.items}
      pagination={loaderData.pagination}
      error={loaderData.error}
      codAwaitingCount={'codAwaitingCount' in loaderData ? loaderData.codAwaitingCount : null}
    />
  );
}
