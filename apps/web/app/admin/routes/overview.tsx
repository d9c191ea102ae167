import { getSettings } from '@shringar/contracts/endpoints/content';
import { adminDashboard } from '@shringar/contracts/endpoints/admin-content';
import { AdminError, AdminHome, adminCall, loaderFailure } from '../admin.public';
import { callApi } from '~/lib/call-api';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/overview';
import { useStaffSession } from './signed-in-layout';

export const meta = () => [{ title: 'Overview · Shringar console' }];

/**
 * The dashboard's figures, for a role that may read them (others see their areas only), and whether the store
 * is closed to shoppers (every role sees that first: the store's own settings, as the store's pages read them).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const store = callApi(getSettings, {}, { signal: request.signal });
  try {
    const [dashboard, settings] = await Promise.all([
      adminCall(adminDashboard, {}, request.signal).catch((error: unknown) => {
        if (error instanceof AdminError && error.status === 403) return null;
        throw error;
      }),
      store,
    ]);
    return { dashboard, closedMessage: settings.isAppActive ? null : settings.appInactiveMessage };
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  return (
    <AdminHome session={useStaffSession()} dashboard={loaderData.dashboard} closedMessage={loaderData.closedMessage} />
  );
}
