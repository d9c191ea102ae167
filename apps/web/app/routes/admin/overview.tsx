import { adminDashboard } from '@shringar/contracts/endpoints/console-content';
import { ConsoleError, ConsoleHome, consoleCall, loaderFailure } from '~/features/console/console.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/overview';
import { useStaffSession } from './console-layout';

export const meta = () => [{ title: 'Overview · Shringar console' }];

/** The dashboard's figures, for a role that may read them (others see their areas only). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return { dashboard: await consoleCall(adminDashboard, {}, request.signal) };
  } catch (error) {
    if (error instanceof ConsoleError && error.status === 403) return { dashboard: null };
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  return <ConsoleHome session={useStaffSession()} dashboard={loaderData.dashboard} />;
}
