import { adminListOffers, adminListStoreImages } from '@shringar/contracts/endpoints/admin-merchandising';
import { adminCall, loaderFailure, OffersPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/offers';

export const meta = () => [{ title: 'Offers · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    const [offers, images] = await Promise.all([
      adminCall(adminListOffers, {}, request.signal),
      adminCall(adminListStoreImages, {}, request.signal),
    ]);
    return { offers, images };
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  return <OffersPage offers={loaderData.offers} images={loaderData.images} />;
}
