import { loadAdminOrder, loadOrderShipment, OrderDetailPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/order';
import { useStaffSession } from './signed-in-layout';

export const meta = ({ params }: Route.MetaArgs) => [{ title: `Order ${params.orderId} · Shringar console` }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [view, shipping] = await Promise.all([
    loadAdminOrder(params.orderId, request),
    loadOrderShipment(params.orderId, request),
  ]);
  return { view, shipping };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-96 w-full" />;
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const session = useStaffSession();
  return (
    <OrderDetailPage
      view={loaderData.view}
      shipping={loaderData.shipping}
      canManage={session.permissions.includes('orders.manage')}
      canRefund={session.permissions.includes('orders.refund')}
    />
  );
}
