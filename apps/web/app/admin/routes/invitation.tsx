import { getStaffInvitation } from '@shringar/contracts/endpoints/staff';
import { adminCall, InvitationPage, loaderFailure } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/invitation';

export const meta = () => [{ title: 'Accept your invitation · Shringar console' }];

/** Read in the browser only: the link's secret never passes through a server render. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  try {
    return await adminCall(getStaffInvitation, { params: { token: params.token } }, request.signal);
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="mx-auto h-96 w-full max-w-2xl" />;
}

export default function Invitation({ loaderData, params }: Route.ComponentProps) {
  return <InvitationPage token={params.token} invitation={loaderData} />;
}
