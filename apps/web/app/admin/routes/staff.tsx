import { listStaff } from '@shringar/contracts/endpoints/staff';
import { adminCall, loaderFailure, StaffPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/staff';
import { useStaffSession } from './signed-in-layout';

export const meta = () => [{ title: 'Staff · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await adminCall(listStaff, {}, request.signal);
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  return <StaffPage members={loaderData} selfId={useStaffSession().staff.id} />;
}
