import { data } from 'react-router';
import {
  ALL_PRODUCTS_ID,
  ListingPage,
  listingMeta,
  loadListing,
} from '~/features/product-listing/product-listing.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/shop-all';

/** Filters live in the URL and are answered by the listing's own queries: the loader runs once. */
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  listingMeta('all', loaderData, matches, localeFromPath(location.pathname));

export async function loader({ request }: Route.LoaderArgs) {
  const result = await loadListing('all', ALL_PRODUCTS_ID, request.url);
  return data(result, { status: result.status });
}

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadListing('all', ALL_PRODUCTS_ID, request.url);

/** 'Shop All' of the footer: the whole catalogue, sorted and filtered on the server like a category. */
export default function ShopAllPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage kind="all" id={ALL_PRODUCTS_ID} loaded={loaderData} />;
}
