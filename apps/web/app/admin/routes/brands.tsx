import { adminListBrands, adminListStoreImages } from '@shringar/contracts/endpoints/admin-merchandising';
import { adminCall, loaderFailure, BrandsPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/brands';

export const meta = () => [{ title: 'Brands · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    const [brands, images] = await Promise.all([
      adminCall(adminListBrands, {}, request.signal),
      adminCall(adminListStoreImages, {}, request.signal),
    ]);
    return { brands, images };
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  return <BrandsPage brands={loaderData.brands} images={loaderData.images} />;
}
