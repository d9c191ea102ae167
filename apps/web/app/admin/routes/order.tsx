import { loadAdminOrder, OrderDetailPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/order';
import { useStaffSession } from './signed-in-layout';

export const meta = ({ params }: Route.MetaArgs) => [{ title: `Order ${params.orderId} · Shringar console` }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadAdminOrder(params.orderId, request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-96 w-full" />;
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const session = useStaffSession();
  return (
    <OrderDetailPage
      view={loaderData}
      canManage={session.permissions.includes('orders.manage')}
      canRefund={session.permissions.includes('orders.refund')}
    />
  );
}
