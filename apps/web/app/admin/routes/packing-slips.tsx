import { MAX_BULK_ORDERS } from '@shringar/contracts/admin-order-desk';
import type { AdminOrderView } from '@shringar/contracts/admin';
import { adminGetOrder } from '@shringar/contracts/endpoints/admin';
import { adminCall, AdminError, loaderFailure, PackingSlipsPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/packing-slips';

export const meta = () => [{ title: 'Packing slips · Shringar console' }];

/** The orders named in ?ids= (the list's selection), read side by side; an id no longer found is named. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean).slice(0, MAX_BULK_ORDERS);
  const settled = await Promise.allSettled(
    ids.map((id) => adminCall(adminGetOrder, { params: { id } }, request.signal)),
  );
  const views: AdminOrderView[] = [];
  const missing: string[] = [];
  for (const [i, result] of settled.entries()) {
    if (result.status === 'fulfilled') views.push(result.value);
    else if (result.reason instanceof AdminError && result.reason.status === 404) missing.push(ids[i]!);
    else return loaderFailure(result.reason, request);
  }
  return { views, missing };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-96 w-full" />;
}

export default function PackingSlips({ loaderData }: Route.ComponentProps) {
  return <PackingSlipsPage views={loaderData.views} missing={loaderData.missing} />;
}
