import { adminListCoupons } from '@shringar/contracts/endpoints/admin-coupons';
import { adminCall, loaderFailure, CouponsPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/coupons';

export const meta = () => [{ title: 'Coupons · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await adminCall(adminListCoupons, {}, request.signal);
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Coupons({ loaderData }: Route.ComponentProps) {
  return <CouponsPage coupons={loaderData} />;
}
