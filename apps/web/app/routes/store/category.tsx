import { useEffect } from 'react';
import { data } from 'react-router';
import { ListingPage } from '~/features/product-listing/product-listing.public';
import { listingMeta, loadListing, revalidateOnlyFor } from '~/features/product-listing/product-listing.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/category';

export const shouldRevalidate = revalidateOnlyFor('categoryId');

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  listingMeta('category', loaderData, matches, localeFromPath(location.pathname));

export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await loadListing('category', params.categoryId, request.url);
  return data(result, { status: result.status });
}

export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) =>
  loadListing('category', params.categoryId, request.url);

export default function CategoryPage({ loaderData, params }: Route.ComponentProps) {
  const id = params.categoryId;
  // Spec 2: another category starts at the top with its filters reset (the keyed listing starts afresh).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  return <ListingPage key={id} kind="category" id={id} loaded={loaderData} />;
}
