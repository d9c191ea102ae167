import { adminListPolicies } from '@shringar/contracts/endpoints/admin-content';
import { adminCall, loaderFailure, PolicyEditor } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/policy';

export const meta = () => [{ title: 'Edit policy · Shringar console' }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  try {
    const policy = (await adminCall(adminListPolicies, {}, request.signal)).find((p) => p.id === params.policyId);
    if (!policy) throw new Response('Policy not found', { status: 404, statusText: 'Policy not found' });
    return policy;
  } catch (error) {
    if (error instanceof Response) throw error;
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-96 w-full" />;
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  return <PolicyEditor key={loaderData.id} policy={loaderData} />;
}
