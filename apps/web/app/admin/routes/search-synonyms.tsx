import { adminListSearchSynonyms } from '@shringar/contracts/endpoints/admin-search';
import { adminCall, loaderFailure, SearchSynonymsPage } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/search-synonyms';

export const meta = () => [{ title: 'Search synonyms · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await adminCall(adminListSearchSynonyms, {}, request.signal);
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function SearchSynonyms({ loaderData }: Route.ComponentProps) {
  return <SearchSynonymsPage synonyms={loaderData} />;
}
