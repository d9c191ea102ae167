import { adminListCategories, adminListStoreImages } from '@shringar/contracts/endpoints/admin-merchandising';
import { adminCall, loaderFailure, CategoriesPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/categories';

export const meta = () => [{ title: 'Categories · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    const [categories, images] = await Promise.all([
      adminCall(adminListCategories, {}, request.signal),
      adminCall(adminListStoreImages, {}, request.signal),
    ]);
    return { categories, images };
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage categories={loaderData.categories} images={loaderData.images} />;
}
