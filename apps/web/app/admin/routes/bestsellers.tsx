import { adminGetBestsellers } from '@shringar/contracts/endpoints/admin-merchandising';
import { adminCall, loaderFailure, BestsellersPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/bestsellers';

export const meta = () => [{ title: 'Bestsellers · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await adminCall(adminGetBestsellers, {}, request.signal);
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Bestsellers({ loaderData }: Route.ComponentProps) {
  return <BestsellersPage initial={loaderData.products} />;
}
