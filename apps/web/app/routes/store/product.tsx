import { Suspense, use } from 'react';
import { seoMeta } from '@shringar/contracts/seo-meta';
import { data } from 'react-router';
import {
  loadProductData,
  preloadProductParts,
  productMessages,
  type ProductData,
  ProductPage,
  ProductSkeleton,
} from '~/features/product/product.public';
import { promisesSentence } from '~/features/settings/settings.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/product';

/** The server render waits for the page's data, so the first HTML holds the product, its strips and its rating. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const loaded = await loadProductData(params.productId, url.origin, localeFromPath(url.pathname));
  return loaded.status === 404 ? data(loaded, { status: 404 }) : loaded;
}

/** A navigation shows the page's skeleton at once and the product when its data arrives. */
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => {
  void preloadProductParts();
  const locale = localeFromPath(new URL(request.url).pathname);
  return { pending: loadProductData(params.productId, window.location.origin, locale) };
};

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const locale = localeFromPath(location.pathname);
  const t = productMessages[locale];
  const seo = loaderData && 'seo' in loaderData ? loaderData.seo : null;
  if (!seo) return [{ title: t.pendingTitle }, { name: 'description', content: t.pendingDescription }];
  const { title, description } = seoMeta({
    defaultTitles: seo.titles,
    // The settings' promises are worded in English (spec 9's texts); Hindi pages' description stands alone.
    defaultDescription: `${seo.description}${locale === 'en' ? promisesSentence(matches) : ''}`,
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

function Loaded({ productId, pending }: { productId: string; pending: Promise<ProductData> }) {
  return <ProductPage productId={productId} data={use(pending)} />;
}

export default function Product({ loaderData, params }: Route.ComponentProps) {
  if (!('pending' in loaderData)) return <ProductPage productId={params.productId} data={loaderData} />;
  return (
    <Suspense key={params.productId} fallback={<ProductSkeleton />}>
      <Loaded productId={params.productId} pending={loaderData.pending} />
    </Suspense>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
