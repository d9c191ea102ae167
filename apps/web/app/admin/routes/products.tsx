import { adminListProducts } from '@shringar/contracts/endpoints/admin-products';
import { listBrands, listCategories } from '@shringar/contracts/endpoints/catalogue';
import { adminCall, loadFilteredList, loaderFailure, ProductsPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/products';

export const meta = () => [{ title: 'Products · Shringar console' }];

const FILTERS = ['q', 'categoryId', 'brandId', 'status', 'sort', 'page'] as const;

/** Filters, sort and page come from the URL; a filter the server refuses is shown above an empty list. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [list, categories, brands] = await Promise.all([
    loadFilteredList(adminListProducts, FILTERS, request),
    adminCall(listCategories, {}, request.signal).catch((error: unknown) => loaderFailure(error, request)),
    adminCall(listBrands, {}, request.signal).catch((error: unknown) => loaderFailure(error, request)),
  ]);
  return { ...list, categories, brands };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <ProductsPage
      products={loaderData.items}
      pagination={loaderData.pagination}
      error={loaderData.error}
      categories={loaderData.categories}
      brands={loaderData.brands}
    />
  );
}
