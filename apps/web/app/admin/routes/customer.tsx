import { adminGetCustomer, adminListWalletLedger } from '@shringar/contracts/endpoints/admin-customers';
import { adminCall, CustomerPage, loaderFailure } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/customer';
import { useStaffSession } from './signed-in-layout';

export const meta = () => [{ title: 'Customer · Shringar console' }];

/** The shopper and the ledger page the URL names (`?page=`). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const page = new URL(request.url).searchParams.get('page') ?? undefined;
  try {
    const id = Number(params.userId);
    const [view, ledger] = await Promise.all([
      adminCall(adminGetCustomer, { params: { id } }, request.signal),
      adminCall(adminListWalletLedger, { params: { id }, query: { page } }, request.signal),
    ]);
    return { view, ledger };
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-96 w-full" />;
}

export default function Customer({ loaderData }: Route.ComponentProps) {
  const { permissions } = useStaffSession();
  return (
    <CustomerPage
      view={loaderData.view}
      ledger={loaderData.ledger}
      canAdjust={permissions.includes('customers.wallet')}
    />
  );
}
