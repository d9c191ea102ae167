import { adminListPolicies } from '@shringar/contracts/endpoints/admin-content';
import { adminCall, loaderFailure, PoliciesPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/policies';

export const meta = () => [{ title: 'Policies · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await adminCall(adminListPolicies, {}, request.signal);
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Policies({ loaderData }: Route.ComponentProps) {
  return <PoliciesPage policies={loaderData} />;
}
