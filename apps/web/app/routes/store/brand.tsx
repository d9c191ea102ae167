import { data } from 'react-router';
import { ListingPage } from '~/features/product-listing/product-listing.public';
import { listingMeta, loadListing, revalidateOnlyFor } from '~/features/product-listing/product-listing.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/brand';

export const shouldRevalidate = revalidateOnlyFor('brandId');

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  listingMeta('brand', loaderData, matches, localeFromPath(location.pathname));

export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await loadListing('brand', params.brandId, request.url);
  return data(result, { status: result.status });
}

export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) =>
  loadListing('brand', params.brandId, request.url);

export default function BrandPage({ loaderData, params }: Route.ComponentProps) {
  return <ListingPage key={params.brandId} kind="brand" id={params.brandId} loaded={loaderData} />;
}
