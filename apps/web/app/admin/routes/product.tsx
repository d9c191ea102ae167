import { adminGetProduct } from '@shringar/contracts/endpoints/admin-products';
import { listBrands, listCategories } from '@shringar/contracts/endpoints/catalogue';
import { adminCall, loaderFailure, ProductEditPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/product';

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.product.name ?? 'Product'} · Shringar console` },
];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  try {
    const [product, categories, brands] = await Promise.all([
      adminCall(adminGetProduct, { params: { id: params.productId } }, request.signal),
      adminCall(listCategories, {}, request.signal),
      adminCall(listBrands, {}, request.signal),
    ]);
    return { product, categories, brands };
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-96 w-full" />;
}

export default function Product({ loaderData }: Route.ComponentProps) {
  // Keyed by product, so moving from one product to another starts a fresh form.
  return (
    <ProductEditPage
      key={loaderData.product.productId}
      product={loaderData.product}
      categories={loaderData.categories}
      brands={loaderData.brands}
    />
  );
}
