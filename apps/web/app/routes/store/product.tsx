import { dehydrate } from '@tanstack/react-query';
import { QueryPage } from '~/lib/query/query-page';
import { formatRupees } from '@shringar/contracts/money';
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

type Seo = { title: string; description: string; image: string };

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
        title: `${product.productName} — ${product.brandName} | Shringar`,
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
  const description = `${seo.description}${promisesSentence(matches)}`;
  return [
    { title: seo.title },
    { name: 'description', content: description },
    { property: 'og:title', content: seo.title },
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
