import { data } from 'react-router';
import { ListingPage } from '~/features/product-listing/product-listing.public';
import { listingMeta, loadListing, revalidateOnlyFor } from '~/features/product-listing/product-listing.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/offer';

export const shouldRevalidate = revalidateOnlyFor('offerId');

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  listingMeta('offer', loaderData, matches, localeFromPath(location.pathname));

export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await loadListing('offer', params.offerId, request.url);
  return data(result, { status: result.status });
}

export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) =>
  loadListing('offer', params.offerId, request.url);

export default function OfferPage({ loaderData, params }: Route.ComponentProps) {
  return <ListingPage key={params.offerId} kind="offer" id={params.offerId} loaded={loaderData} />;
}
