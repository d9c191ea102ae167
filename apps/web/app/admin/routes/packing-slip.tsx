import { loadAdminOrder, PackingSlipPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/packing-slip';

export const meta = ({ params }: Route.MetaArgs) => [{ title: `Packing slip ${params.orderId} · Shringar console` }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadAdminOrder(params.orderId, request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-96 w-full" />;
}

export default function PackingSlip({ loaderData }: Route.ComponentProps) {
  return <PackingSlipPage view={loaderData} />;
}
