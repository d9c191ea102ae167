import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard } from '@shringar/contracts/catalogue';
import { apiGet, readList } from '~/lib/api-client';

/** GET /products/related/{id}: data.data or data.items (spec 7). */
export const relatedProductsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'related', productId] as const,
    queryFn: async ({ signal }) =>
      readList<ProductCard>(
        await apiGet<unknown>(`/products/related/${encodeURIComponent(productId)}`, undefined, signal),
      ),
  });

/** GET /products/explore: data, items or the body itself (spec 7). */
export const exploreProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'explore'] as const,
    queryFn: async ({ signal }) => readList<ProductCard>(await apiGet<unknown>('/products/explore', undefined, signal)),
  });

export const useRelatedProducts = (productId: string) => useQuery(relatedProductsQueryOptions(productId));
export const useExploreProducts = () => useQuery(exploreProductsQueryOptions());
