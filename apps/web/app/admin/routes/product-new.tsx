import { listBrands, listCategories } from '@shringar/contracts/endpoints/catalogue';
import { adminCall, loaderFailure, ProductEditPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/product-new';

export const meta = () => [{ title: 'New product · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    const [categories, brands] = await Promise.all([
      adminCall(listCategories, {}, request.signal),
      adminCall(listBrands, {}, request.signal),
    ]);
    return { categories, brands };
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-96 w-full" />;
}

export default function ProductNew({ loaderData }: Route.ComponentProps) {
  return <ProductEditPage product={null} categories={loaderData.categories} brands={loaderData.brands} />;
}
