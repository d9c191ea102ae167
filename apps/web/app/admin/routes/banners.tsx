import { adminListBanners, adminListStoreImages } from '@shringar/contracts/endpoints/admin-merchandising';
import { adminCall, loaderFailure, BannersPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/banners';

export const meta = () => [{ title: 'Banners · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    const [banners, images] = await Promise.all([
      adminCall(adminListBanners, {}, request.signal),
      adminCall(adminListStoreImages, {}, request.signal),
    ]);
    return { banners, images };
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Banners({ loaderData }: Route.ComponentProps) {
  return <BannersPage banners={loaderData.banners} images={loaderData.images} />;
}
