import { adminListReviews } from '@shringar/contracts/endpoints/admin-reviews';
import { loadFilteredList, ReviewsPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/reviews';

export const meta = () => [{ title: 'Reviews · Shringar console' }];

const FILTERS = ['filter', 'productId', 'page'] as const;

/** The filter and page come from the URL; a filter the server refuses is shown above an empty list. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadFilteredList(adminListReviews, FILTERS, request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsPage rows={loaderData.items} pagination={loaderData.pagination} error={loaderData.error} />;
}
