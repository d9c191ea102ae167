import { QueryPage } from '~/lib/query/query-page';
import { data } from 'react-router';
import { ListingPage } from '~/features/product-listing/product-listing.public';
import {
  listingMeta,
  loadListingInBrowser,
  loadListingOnServer,
  revalidateOnlyFor,
} from '~/features/product-listing/product-listing.public';
import type { Route } from './+types/brand';

export const shouldRevalidate = revalidateOnlyFor('brandId');

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listingMeta('brand', loaderData, matches);

export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await loadListingOnServer('brand', params.brandId, request.url);
  return data(result, { status: result.status });
}

export const clientLoader = ({ params }: Route.ClientLoaderArgs) => loadListingInBrowser('brand', params.brandId);

export default function BrandPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <QueryPage state={loaderData.dehydratedState}>
      <ListingPage key={params.brandId} kind="brand" id={params.brandId} />
    </QueryPage>
  );
}
