import { adminGetSettings } from '@shringar/contracts/endpoints/admin-content';
import { adminCall, loaderFailure, SettingsPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/settings';

export const meta = () => [{ title: 'Settings · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await adminCall(adminGetSettings, {}, request.signal);
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-96 w-full" />;
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <SettingsPage initial={loaderData} />;
}
