import { adminSearchCustomers } from '@shringar/contracts/endpoints/admin-customers';
import { CustomersPage, loadFilteredList } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/customers';

export const meta = () => [{ title: 'Customers · Shringar console' }];

const FILTERS = ['q', 'sort', 'page'] as const;

/** The look-up, sort and page come from the URL; a query the server refuses is shown above an empty list. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadFilteredList(adminSearchCustomers, FILTERS, request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  return <CustomersPage customers={loaderData.items} pagination={loaderData.pagination} error={loaderData.error} />;
}
