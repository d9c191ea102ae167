import { adminListCategories, adminListStoreImages } from '@shringar/contracts/endpoints/admin-merchandising';
import { consoleCall, loaderFailure, CategoriesPage } from '~/features/console/console.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/categories';

export const meta = () => [{ title: 'Categories · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    const [categories, images] = await Promise.all([
      consoleCall(adminListCategories, {}, request.signal),
      consoleCall(adminListStoreImages, {}, request.signal),
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
