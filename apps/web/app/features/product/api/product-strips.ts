import { listExploreProducts, listRelatedProducts } from '@shringar/contracts/endpoints/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiList } from '~/lib/call-api';

/** GET /products/related/{id}: the strip under a product. */
export const relatedProductsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'related', productId] as const,
    queryFn: ({ signal }) => callApiList(listRelatedProducts, { params: { id: productId } }, { signal }),
  });

/** GET /products/explore: more products to explore. */
export const exploreProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'explore'] as const,
    queryFn: ({ signal }) => callApiList(listExploreProducts, {}, { signal }),
  });

export const useRelatedProducts = (productId: string) => useQuery(relatedProductsQueryOptions(productId));
export const useExploreProducts = () => useQuery(exploreProductsQueryOptions());
