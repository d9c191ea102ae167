import { adminCourierSimulatorParcels } from '@shringar/contracts/endpoints/shipping';
import { adminCall, CourierSimulatorPage, loaderFailure } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/courier-simulator';

export const meta = () => [{ title: 'Courier simulator · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await adminCall(adminCourierSimulatorParcels, {}, request.signal);
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function CourierSimulator({ loaderData }: Route.ComponentProps) {
  return <CourierSimulatorPage data={loaderData} />;
}
