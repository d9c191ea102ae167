import { dehydrate } from '@tanstack/react-query';
import { QueryPage } from '~/lib/query/query-page';
import { formatRupees } from '@shringar/contracts/money';
import { productTitles, seoMeta } from '@shringar/contracts/seo-meta';
import { data } from 'react-router';
import { prefetchInto } from '~/lib/query/ssr-prefetch';
import {
  exploreProductsQueryOptions,
  productDetailQueryOptions,
  ProductPage,
  relatedProductsQueryOptions,
} from '~/features/product/product.public';
import { productReviewsQueryOptions } from '~/features/reviews/reviews.public';
import { promisesSentence } from '~/features/settings/settings.public';
import { ApiError } from '~/lib/api-error';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/product';

/** What the page's head needs: the operator's meta fields and the defaults they replace (seo-meta.ts). */
type Seo = {
  titles: string[];
  description: string;
  metaTitle: string | null;
  metaDescription: string | null;
  image: string;
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = params.productId;
  const detailOptions = productDetailQueryOptions(id);
  const queryClient = await prefetchInto([
    detailOptions,
    relatedProductsQueryOptions(id),
    exploreProductsQueryOptions(),
    // The rating summary belongs in the first paint; the same answer carries the first page of reviews.
    productReviewsQueryOptions(id),
  ]);
  const dehydratedState = dehydrate(queryClient);
  const origin = new URL(request.url).origin;
  const product = queryClient.getQueryData(detailOptions.queryKey);
  const seo: Seo | null = product
    ? {
        titles: productTitles(product.productName, product.brandName),
        metaTitle: product.metaTitle,
        metaDescription: product.metaDescription,
        description: `Buy ${product.productName} by ${product.brandName} online at Shringar. ${product.categoryName}, from ${formatRupees(product.price)}.`,
        image: `${origin}${product.productImageUrl}`,
      }
    : null;
  // Tell crawlers a missing product is missing; the page itself shows the error box with Retry.
  const error = queryClient.getQueryState(detailOptions.queryKey)?.error;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return data({ dehydratedState, origin, seo }, { status: 404 });
  return { dehydratedState, origin, seo };
}

export const clientLoader = () => ({ dehydratedState: null, origin: window.location.origin, seo: null });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = loaderData?.seo;
  if (!seo)
    return [
      { title: 'Product — Shringar' },
      { name: 'description', content: 'Beauty, fashion and lifestyle products at Shringar.' },
    ];
  const { title, description } = seoMeta({
    defaultTitles: seo.titles,
    defaultDescription: `${seo.description}${promisesSentence(matches)}`,
    metaTitle: seo.metaTitle,
    metaDescription: seo.metaDescription,
  });
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: seo.image },
    { property: 'og:type', content: 'product' },
  ];
};

export default function Product({ loaderData, params }: Route.ComponentProps) {
  return (
    <QueryPage state={loaderData?.dehydratedState}>
      <ProductPage productId={params.productId} origin={loaderData?.origin ?? ''} />
    </QueryPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
